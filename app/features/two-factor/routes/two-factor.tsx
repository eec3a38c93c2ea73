import { useEffect, useRef } from "react";
import { data, redirect } from "react-router";
import { arrivingWith } from "#app/components/arriving-with";
import { FormDraftNotice } from "#app/components/form-kit";
import { SiteMenu } from "#app/components/shells";
import { useCountdown } from "#app/components/use-countdown";
import { useHydrated } from "#app/components/use-hydrated";
import { parseSubmission, replyToFailure } from "#app/lib/forms/form.server";
import { japanClockTime } from "#app/lib/japanese/japan-time";
import { dismissToasts } from "#app/lib/toasts/toast";
import { pageUrl } from "#app/lib/urls/page-url";
import { api } from "#app/request/api.server";
import { calendarContext, cookiesContext } from "#app/request/context.server";
import { judgeFailedSubmit } from "#app/request/error-policy.server";
import { flashToast } from "#app/request/flash.server";
import { takeFormDraft } from "#app/request/form-draft.server";
import { returnToOf } from "#app/request/guard.server";
import { loadedCurrentUser } from "#app/request/member.server";
import { RATE_LIMITED_MESSAGE, withinRateLimit } from "#app/request/rate-limit.server";
import { recordTwoFactor } from "#app/request/sign-ins.server";
import { PIN_RESEND_SECONDS } from "#app/session/pin-code";
import { stateLedgerContext } from "#app/session/state-ledger.server";
import { keepPinCode } from "#app/session/trusted-browser.server";
import {
	countWrongCode,
	hasPassedTwoFactor,
	lastSentCode,
	secondsToWait,
	takeArrival,
} from "#app/session/two-factor-state.server";
import { CHANNELS, channelOf, maskedDestination, requireRightChannel } from "../channels";
import { pinCodeFormSchema } from "../schema";
import { memberSub, sendCode, waitMessage } from "../send-code.server";
import { isCodeSpent, triesLeftMessage } from "../tries";
import { ResendSection, TrustSection } from "../two-factor-sections";
import { VerifyForm } from "../verify-form";
import type { Route } from "./+types/two-factor";

const TWO_FACTOR_MESSAGES = {
	sent: "認証コードを送信しました",
	resent: "認証コードを再送しました",
} as const;

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
	const cookies = context.get(cookiesContext);
	let sentAt = lastSentCode(cookies, memberSub(context, currentUser))?.at ?? null;
	let failure: string[] | null = null;
	// HEAD asks what the page would be, it does not arrive (and does not use the mark up).
	const arrival = request.method === "GET" && (await takeArrival(cookies, context.get(stateLedgerContext)));
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
		/** The time of day it went out, on the member's calendar. */
		sentTime: sentAt === null ? null : japanClockTime(context.get(calendarContext).at(sentAt)),
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
	const cookies = context.get(cookiesContext);

	if (formData.get("intent") === "send") {
		const wait = secondsToWait(lastSentCode(cookies, memberSub(context, currentUser))?.at ?? null);
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
		const sub = memberSub(context, currentUser);
		const wrong = countWrongCode(cookies, sub);
		const wait = secondsToWait(lastSentCode(cookies, sub)?.at ?? null);
		// A spent code is told once, with when a new one can come, not in the server's words as well.
		const messages = !refused
			? failure.messages
			: isCodeSpent(wrong)
				? [triesLeftMessage(wrong, wait)]
				: [...failure.messages, triesLeftMessage(wrong)];
		const { result, status } = replyToFailure(submission, { ...failure, messages }, { field: "pinCode" });
		return data({ intent: "verify" as const, result }, { status });
	}
	keepPinCode(cookies, {
		sub: memberSub(context, currentUser),
		pinCode: result.responseHeaders["x-pin-code"],
		guid: result.responseHeaders["x-guid"],
		trusted: submission.value.trustBrowser === "on",
	});
	await recordTwoFactor(context, channel);
	const returnTo = returnToOf(request.url);
	// Unknown (absent) is not off: the API still answers 403-002 when a change is due.
	if (currentUser.feature.securePassword === false) {
		throw redirect(`/users/password/force_change?returnTo=${encodeURIComponent(returnTo)}`);
	}
	throw redirect(returnTo);
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
					{loaderData.sentTime}に{where}送信した6桁の認証コードを入力してください。
				</p>
			) : (
				<p className="lead" role="status">
					{loaderData.sentTime}に、{where}
					6桁の認証コードを送信しました。届いた認証コードを入力してください。
				</p>
			)}
			<FormDraftNotice draft={loaderData.formDraft} />
			<VerifyForm
				key={loaderData.sentAt ?? "none"}
				result={actionData?.intent === "verify" ? actionData.result : undefined}
				focus={loaderData.sentAt !== firstSentAt.current}
			/>
			<ResendSection
				channel={channel}
				sentBefore={loaderData.sentAt !== null}
				wait={wait}
				hydrated={hydrated}
				refused={refused}
			/>
			<TrustSection />
		</>
	);
}
