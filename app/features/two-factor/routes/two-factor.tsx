import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useSearchParams } from "react-router";
import { AppForm, FormErrors, SubmitButton, TextField } from "#app/components/form";
import { PageTitle } from "#app/components/page-title";
import { api } from "#app/lib/api/request.server";
import { formMessages, handleFormApiError } from "#app/lib/api-error.server";
import { cookiesContext } from "#app/lib/context.server";
import { flashToast } from "#app/lib/flash.server";
import { parseSubmission } from "#app/lib/form.server";
import { requireCurrentUser } from "#app/lib/member.server";
import { pageUrl } from "#app/lib/page-url";
import { pageNotFound } from "#app/lib/params";
import { returnToOf } from "#app/session/guard.server";
import { pinCodeFormSchema } from "../schema";
import type { Route } from "./+types/two-factor";

const CHANNELS = {
	sms: { name: "SMS", destination: "ご登録の携帯電話番号", send: "sendPinCodeSms" },
	email: { name: "メール", destination: "ご登録のメールアドレス", send: "sendPinCodeEmail" },
} as const;
type Channel = keyof typeof CHANNELS;

export const TWO_FACTOR_MESSAGES = {
	sent: "認証コードを送信しました",
	resent: "認証コードを再送しました",
} as const;

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

export function loader({ params, request, context }: Route.LoaderArgs) {
	const channel = channelOf(params, request);
	const currentUser = requireCurrentUser(context);
	requireRightChannel(channel, currentUser.mobilePhoneNumber !== null, request);
	return { channel };
}

export async function action({ params, request, context }: Route.ActionArgs) {
	const channel = channelOf(params, request);
	const currentUser = requireCurrentUser(context);
	requireRightChannel(channel, currentUser.mobilePhoneNumber !== null, request);
	const client = api(context).orange;
	const { formData, submission } = await parseSubmission(request, pinCodeFormSchema);
	const url = pageUrl(request);

	if (formData.get("intent") === "send") {
		try {
			await client[CHANNELS[channel].send]();
		} catch (error) {
			const { status, messages } = await handleFormApiError(error, { context, request });
			// "Cannot send in succession" is shown next to the code field.
			return data({ intent: "send" as const, errors: messages }, { status });
		}
		const resend = url.searchParams.get("sent") === "1";
		flashToast(context, { type: "success", text: resend ? TWO_FACTOR_MESSAGES.resent : TWO_FACTOR_MESSAGES.sent });
		url.searchParams.set("sent", "1");
		throw redirect(`${url.pathname}${url.search}`);
	}

	if (submission.status !== "success")
		return data({ intent: "verify" as const, result: submission.reply() }, { status: 400 });
	let result: Awaited<ReturnType<typeof client.verifyTwoFactor>>;
	try {
		result = await client.verifyTwoFactor({ body: { pinCode: submission.value.pinCode } });
	} catch (error) {
		const failure = await handleFormApiError(error, { context, request });
		// A wrong or expired PIN is about the code field; input kept.
		const errors = formMessages(failure, (messages) => ({ pinCode: messages }));
		return data({ intent: "verify" as const, result: submission.reply(errors) }, { status: failure.status });
	}
	const cookies = context.get(cookiesContext);
	const sub = cookies.session.value?.profile.sub ?? String(currentUser.id);
	cookies.trustedBrowser.set({
		sub,
		pinCode: result.responseHeaders["x-pin-code"],
		pinCodeAt: Date.now(),
		guid: result.responseHeaders["x-guid"],
	});
	const returnTo = returnToOf(request.url);
	// Unknown (absent) is not off: the API still answers 403-002 when a change is due.
	if (currentUser.feature.securePassword === false) {
		throw redirect(`/users/password/force_change?returnTo=${encodeURIComponent(returnTo)}`);
	}
	throw redirect(returnTo);
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
	const channel = CHANNELS[loaderData.channel];
	const [searchParams] = useSearchParams();
	const sent = searchParams.get("sent") === "1";
	const [form, fields] = useForm({
		id: "two-factor",
		lastResult: actionData?.intent === "verify" ? actionData.result : undefined,
		constraint: getZodConstraint(pinCodeFormSchema),
		shouldValidate: "onBlur",
		shouldRevalidate: "onInput",
		onValidate: ({ formData }) => parseWithZod(formData, { schema: pinCodeFormSchema }),
	});
	return (
		<>
			<PageTitle>二段階認証</PageTitle>
			<h1>二段階認証</h1>
			<p className="lead">
				{channel.destination}に{channel.name}で6桁の認証コードをお送りします。届いた認証コードを入力してください。
			</p>
			<AppForm form={form} className="form card" noValidate>
				<FormErrors id={form.errorId} errors={form.errors} />
				<TextField
					field={fields.pinCode}
					label="認証コード"
					hint="半角・全角どちらの数字でも入力できます。"
					inputMode="numeric"
					autoComplete="one-time-code"
					maxLength={12}
					required
					serverErrors={actionData?.intent === "send" ? actionData.errors : undefined}
				/>
				<div className="form-actions">
					<SubmitButton name="intent" value="verify">
						認証する
					</SubmitButton>
				</div>
			</AppForm>
			<Form method="post" className="form-actions send-form">
				<input type="hidden" name="intent" value="send" />
				<SubmitButton variant="secondary">{sent ? "認証コードを再送する" : "認証コードを送信する"}</SubmitButton>
			</Form>
			<p>
				認証コードが届かない場合は、しばらく待ってから「認証コードを再送する」を押してください。
				次回から14日間、このブラウザでは認証コードの入力を省略できます。
			</p>
		</>
	);
}
