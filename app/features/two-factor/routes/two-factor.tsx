import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { arrivingWith } from "#app/components/arriving-with";
import { AppForm, SubmitButton, TextField } from "#app/components/form";
import { ErrorSummary, FormDraftNotice, FormPageTitle, useAppForm } from "#app/components/form-kit";
import { SiteMenu } from "#app/components/shells";
import { SignOutForm } from "#app/components/sign-out-form";
import { useHydrated } from "#app/components/use-hydrated";
import type { CurrentUser } from "#app/contract/orange/current-user";
import { parseSubmission, replyToFailure } from "#app/lib/forms/form.server";
import { japanClockTime } from "#app/lib/japanese/japan-time";
import { dismissToasts } from "#app/lib/toasts/toast";
import { pageUrl } from "#app/lib/urls/page-url";
import { pageNotFound } from "#app/lib/urls/params";
import { api } from "#app/request/api.server";
import { cookiesContext } from "#app/request/context.server";
import { judgeFailedSubmit } from "#app/request/error-policy.server";
import { flashToast } from "#app/request/flash.server";
import { takeFormDraft } from "#app/request/form-draft.server";
import { returnToOf } from "#app/request/guard.server";
import { loadedCurrentUser } from "#app/request/member.server";
import { RATE_LIMITED_MESSAGE, withinRateLimit } from "#app/request/rate-limit.server";
import { hasPassedTwoFactor, takePinArrival } from "#app/session/pin-arrival.server";
import { stateLedgerContext } from "#app/session/state-ledger.server";
import { maskEmail, maskPhoneNumber } from "../pin-destination";
import { pinCodeFormSchema } from "../schema";
import { isCodeSpent, triesLeftMessage } from "../tries";
import { TRUST } from "../trust-wording";
import type { Route } from "./+types/two-factor";

const CHANNELS = {
	sms: { name: "SMS", destination: "携帯電話番号", send: "sendPinCodeSms" },
	email: { name: "メール", destination: "メールアドレス", send: "sendPinCodeEmail" },
} as const;
type Channel = keyof typeof CHANNELS;

const TWO_FACTOR_MESSAGES = {
	sent: "認証コードを送信しました",
	resent: "認証コードを再送しました",
} as const;

/** How long a sent code stands before another may be sent; a reload within it sends nothing. */
const PIN_RESEND_SECONDS = 30;

function channelOf(params: { channel?: string }, request: Request): Channel {
	if (params.channel === "sms" || params.channel === "email") return params.channel;
	return pageNotFound(request);
}

/** docs/routes.md: SMS when the member has a mobile number, e-mail otherwise; the wrong one redirects. */
function requireRightChannel(channel: Channel, hasMobile: boolean, request: Request) {
	const right: Channel = hasMobile ? "sms" : "email";
	if (channel !== right) {
		throw redirect(`/two_factor_authentication/${right}${pageUrl(request).search}`);
	}
}

/** The masked number or address; null when the API did not say (the page then names only the kind). */
function maskedDestination(currentUser: CurrentUser): string | null {
	if (currentUser.mobilePhoneNumber) return maskPhoneNumber(currentUser.mobilePhoneNumber);
	return currentUser.email ? maskEmail(currentUser.email) : null;
}

type SendOutcome = { sent: true } | { sent: false; status: number; messages: string[] };

/** Whole seconds until another code may be asked for; 0 when it may now. */
function secondsToWait(sentAt: number | null): number {
	if (sentAt === null) return 0;
	return Math.max(0, Math.ceil((sentAt + PIN_RESEND_SECONDS * 1000 - Date.now()) / 1000));
}

function waitMessage(seconds: number): string {
	return `認証コードは連続して送信できません。あと${seconds}秒お待ちください`;
}

function memberSub(context: Route.LoaderArgs["context"], currentUser: CurrentUser): string {
	return context.get(cookiesContext).session.value?.profile.sub ?? String(currentUser.id);
}

/** The code this browser last had sent for this member (null: never, or too long ago to matter). */
function lastSent(context: Route.LoaderArgs["context"], currentUser: CurrentUser) {
	const sent = context.get(cookiesContext).pinSent.value;
	return sent && sent.sub === memberSub(context, currentUser) ? sent : null;
}

/** When this browser last had a code sent for this member (null: never, or too long ago to matter). */
function lastSentAt(context: Route.LoaderArgs["context"], currentUser: CurrentUser): number | null {
	return lastSent(context, currentUser)?.at ?? null;
}

/** Counts a code the API refused as wrong; the wrong codes so far, or null when no send of ours is known. */
function countWrongCode(context: Route.ActionArgs["context"], currentUser: CurrentUser): number | null {
	const sent = lastSent(context, currentUser);
	if (!sent) return null;
	const wrong = (sent.wrong ?? 0) + 1;
	context.get(cookiesContext).pinSent.set({ ...sent, wrong });
	return wrong;
}

/** Sends a code and remembers when; a refusal (429: too soon or over the limit) or failure is told on the page, never thrown. */
async function sendCode(
	channel: Channel,
	currentUser: CurrentUser,
	{ context, request }: Pick<Route.LoaderArgs, "context" | "request">,
): Promise<SendOutcome> {
	// Counted per member, arrival and resend alike; told as a status, like the API's own refusal.
	if (!(await withinRateLimit(context, "pin-send", { member: String(currentUser.id) }))) {
		return { sent: false, status: 429, messages: [RATE_LIMITED_MESSAGE] };
	}
	try {
		await api(context).orange[CHANNELS[channel].send]();
	} catch (error) {
		const { status, messages } = await judgeFailedSubmit(error, { context, request });
		return { sent: false, status, messages };
	}
	context.get(cookiesContext).pinSent.set({ sub: memberSub(context, currentUser), at: Date.now() });
	return { sent: true };
}

/**
 * The arrival right after the sign-in callback sends the code by itself (once: within the resend
 * window it says that no new code went out), so the page's "we sent you a code" is true. Any other
 * visit (a reload, a link from elsewhere) only shows the page with the send button: only the
 * callback's one-time mark makes a GET send (docs/decisions/105-pin-sent-only-on-arrival.md).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
	const channel = channelOf(params, request);
	const currentUser = await loadedCurrentUser(context);
	// Passed already on this browser (Back after the PIN, an old link): the page no longer applies.
	if (hasPassedTwoFactor(context.get(cookiesContext).session.value)) throw redirect(returnToOf(request.url));
	requireRightChannel(channel, currentUser.mobilePhoneNumber !== null, request);
	let sentAt = lastSentAt(context, currentUser);
	let failure: string[] | null = null;
	// HEAD asks what the page would be, it does not arrive (and does not use the mark up).
	const arrival =
		request.method === "GET" && (await takePinArrival(context.get(cookiesContext), context.get(stateLedgerContext)));
	// A sign-in again within the window: the code already sent stands, and the page says no new one went out.
	const notSentAgain = arrival && secondsToWait(sentAt) > 0;
	if (arrival && !notSentAgain) {
		const outcome = await sendCode(channel, currentUser, { context, request });
		if (outcome.sent) sentAt = Date.now();
		else failure = outcome.messages;
	}
	return {
		channel,
		destination: maskedDestination(currentUser),
		sentAt,
		notSentAgain,
		waitSeconds: secondsToWait(sentAt),
		/** Why the code could not be sent on arrival (the server's words). */
		messages: failure,
		formDraft: takeFormDraft(context, request),
	};
}

export async function action({ params, request, context }: Route.ActionArgs) {
	const channel = channelOf(params, request);
	const currentUser = await loadedCurrentUser(context);
	requireRightChannel(channel, currentUser.mobilePhoneNumber !== null, request);
	const client = api(context).orange;
	const { formData, submission } = await parseSubmission(request, pinCodeFormSchema);
	const url = pageUrl(request);
	const member = { member: String(currentUser.id) };

	if (formData.get("intent") === "send") {
		const wait = secondsToWait(lastSentAt(context, currentUser));
		// Too soon: say how long, without asking the API to refuse.
		if (wait > 0) return data({ intent: "send" as const, sent: false, messages: [waitMessage(wait)] }, { status: 429 });
		const outcome = await sendCode(channel, currentUser, { context, request });
		// A status beside the resend button, not an error on the code field: the code typed is not at fault.
		if (!outcome.sent) return data({ intent: "send" as const, ...outcome }, { status: outcome.status });
		flashToast(context, { type: "success", text: TWO_FACTOR_MESSAGES.resent });
		throw redirect(`${url.pathname}${url.search}`);
	}

	if (submission.status !== "success")
		return data({ intent: "verify" as const, result: submission.reply() }, { status: 400 });
	if (!(await withinRateLimit(context, "pin-verify", member))) {
		return data(
			{ intent: "verify" as const, result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }) },
			{ status: 429 },
		);
	}
	let result: Awaited<ReturnType<typeof client.verifyTwoFactor>>;
	try {
		result = await client.verifyTwoFactor({ body: { pinCode: submission.value.pinCode } });
	} catch (error) {
		// A wrong or expired PIN: the server's message next to the field with the tries left, input kept.
		const failure = await judgeFailedSubmit(error, { context, request });
		const refused = failure.status === 400;
		const wrong = countWrongCode(context, currentUser);
		const wait = secondsToWait(lastSentAt(context, currentUser));
		// A spent code is told once, with when a new one can come, not in the server's words as well.
		const messages = !refused
			? failure.messages
			: isCodeSpent(wrong)
				? [triesLeftMessage(wrong, wait)]
				: [...failure.messages, triesLeftMessage(wrong)];
		const { result, status } = replyToFailure(submission, { ...failure, messages }, { field: "pinCode" });
		return data({ intent: "verify" as const, result }, { status });
	}
	const cookies = context.get(cookiesContext);
	const sub = cookies.session.value?.profile.sub ?? String(currentUser.id);
	// The pin code proves two-factor on every call; kept past this sign-in only on a browser the member trusts.
	const onlyFor = submission.value.trustBrowser === "on" ? undefined : (cookies.session.value?.sid ?? "");
	cookies.trustedBrowser.set({
		sub,
		pinCode: result.responseHeaders["x-pin-code"],
		pinCodeAt: Date.now(),
		guid: result.responseHeaders["x-guid"],
		...(onlyFor === undefined ? {} : { onlyFor }),
	});
	const returnTo = returnToOf(request.url);
	// Unknown (absent) is not off: the API still answers 403-002 when a change is due.
	if (currentUser.feature.securePassword === false) {
		throw redirect(`/users/password/force_change?returnTo=${encodeURIComponent(returnTo)}`);
	}
	throw redirect(returnTo);
}

/** "13:45" in Japan time: when the code went out, so the member can match it to the message. */
function sentTime(at: number): string {
	return japanClockTime(at);
}

/** Counts down each second in the browser; without JavaScript the server's figure stands. */
function useCountdown(seconds: number, from: number | null): number {
	const [left, setLeft] = useState(seconds);
	useEffect(() => {
		setLeft(seconds);
		if (seconds <= 0 || from === null) return;
		const started = Date.now();
		const timer = setInterval(() => {
			const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
			setLeft(next);
			if (next === 0) clearInterval(timer);
		}, 1000);
		return () => clearInterval(timer);
	}, [seconds, from]);
	return left;
}

/** The code form; mounted afresh for each code sent, so a resend clears a stale error and the typed code. */
function VerifyForm({
	result,
	focus,
}: {
	result: Extract<Route.ComponentProps["actionData"], { intent: "verify" }>["result"] | undefined;
	/** A new code just came: the field takes focus, ready for it. */
	focus: boolean;
}) {
	const [form, fields] = useAppForm({ id: "two-factor", schema: pinCodeFormSchema, lastResult: result });
	const fieldId = fields.pinCode.id;
	useEffect(() => {
		if (focus) document.getElementById(fieldId)?.focus();
	}, [focus, fieldId]);
	return (
		<>
			<FormPageTitle form={form}>二段階認証</FormPageTitle>
			<AppForm form={form} className="form card" noValidate>
				<ErrorSummary form={form} />
				<TextField
					field={fields.pinCode}
					label="認証コード"
					hint={`半角・全角どちらの数字でも入力できます。${triesLeftMessage(null)}`}
					inputMode="numeric"
					autoComplete="one-time-code"
					maxLength={12}
					required
				/>
				<div className="field">
					<label className="checkbox-field">
						<input
							type="checkbox"
							name={fields.trustBrowser.name}
							value="on"
							defaultChecked={fields.trustBrowser.initialValue === "on"}
							aria-describedby={`${fields.trustBrowser.id}-hint`}
						/>
						{TRUST.label}
					</label>
					<p className="field__hint" id={`${fields.trustBrowser.id}-hint`}>
						{TRUST.hint}
					</p>
				</div>
				<div className="form-actions">
					<SubmitButton name="intent" value="verify">
						認証する
					</SubmitButton>
				</div>
			</AppForm>
		</>
	);
}

/** The next page is a member's: its menu's chunk loads beside this post, so that page shows whole. */
export const clientMiddleware = [arrivingWith(SiteMenu)];

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
	const channel = CHANNELS[loaderData.channel];
	const refused = actionData?.intent === "send" && !actionData.sent ? actionData.messages : loaderData.messages;
	const wait = useCountdown(loaderData.waitSeconds, loaderData.sentAt);
	// Without JavaScript nothing would enable the button again: the server answers an early press instead.
	const hydrated = useHydrated();
	const firstSentAt = useRef(loaderData.sentAt);
	useEffect(() => {
		// A refused send makes any earlier "sent" notice stale.
		if (actionData?.intent === "send" && !actionData.sent) dismissToasts();
	}, [actionData]);
	// The masked number or address is one unit: never split across lines on a narrow phone.
	const where = (
		<>
			ご登録の{channel.destination}
			{loaderData.destination ? <span className="nowrap">（{loaderData.destination}）</span> : null}へ{channel.name}で
		</>
	);
	return (
		<>
			<h1>二段階認証</h1>
			{loaderData.sentAt === null ? (
				<p className="lead">{where}6桁の認証コードをお送りします。「認証コードを送信する」を押してください。</p>
			) : loaderData.notSentAgain ? (
				<p className="lead" role="status">
					新しい認証コードは送信していません（前回の送信から{PIN_RESEND_SECONDS}秒たっていないため）。
					{sentTime(loaderData.sentAt)}に{where}送信した6桁の認証コードを入力してください。
				</p>
			) : (
				<p className="lead" role="status">
					{sentTime(loaderData.sentAt)}に、{where}6桁の認証コードを送信しました。届いた認証コードを入力してください。
				</p>
			)}
			<FormDraftNotice draft={loaderData.formDraft} />
			<VerifyForm
				key={loaderData.sentAt ?? "none"}
				result={actionData?.intent === "verify" ? actionData.result : undefined}
				focus={loaderData.sentAt !== firstSentAt.current}
			/>
			<section className="two-factor-resend" aria-labelledby="two-factor-resend">
				<h2 id="two-factor-resend">コードが届かない場合</h2>
				{refused ? (
					<p className="notice notice--warn" role="status">
						{refused.join("\n")}
					</p>
				) : null}
				<Form method="post" className="form-actions send-form">
					<input type="hidden" name="intent" value="send" />
					<SubmitButton variant="secondary" disabled={hydrated && wait > 0}>
						{loaderData.sentAt !== null ? "認証コードを再送する" : "認証コードを送信する"}
					</SubmitButton>
				</Form>
				<p className="two-factor-resend__wait" aria-live="polite">
					{wait > 0 ? `あと${wait}秒で再送できます。` : "届かない場合は、もう一度送信できます。"}
				</p>
				<ul className="two-factor-help">
					<li>
						{channel.name === "SMS"
							? "SMSの受信設定（迷惑メッセージのブロックなど）をご確認ください。"
							: "迷惑メールフォルダや受信拒否の設定をご確認ください。"}
					</li>
					<li>
						ご登録の{channel.destination}が変わった場合や、何度送っても届かない場合は、
						<Link to="/contact">お問い合わせ</Link>ください（
						<Link to="/app_manual/login/contact">お問い合わせの方法</Link>）。
					</li>
				</ul>
			</section>
			<section className="two-factor-about" aria-labelledby="two-factor-about">
				<h2 id="two-factor-about">次回からの認証について</h2>
				<p>{TRUST.trusted}</p>
				<p>{TRUST.notTrusted}</p>
				<SignOutForm label="ログアウトして、ログイン画面に戻る" buttonClassName="button button--quiet" />
			</section>
		</>
	);
}
