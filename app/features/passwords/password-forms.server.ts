import type { Submission, SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { OrangeClient } from "#app/lib/api/orange.server";
import { parseSubmission, replyToFailure } from "#app/lib/forms/form.server";
import { pageUrl } from "#app/lib/urls/page-url";
import { api } from "#app/request/api.server";
import { cookiesContext } from "#app/request/context.server";
import {
	judgeFailedTokenSubmit,
	linkToken,
	replyToFailedSubmit,
	requireLiveToken,
} from "#app/request/error-policy.server";
import { flashToast } from "#app/request/flash.server";
import { takeFormDraft } from "#app/request/form-draft.server";
import { flashNoticeFor } from "#app/request/page-notice.server";
import { RATE_LIMITED_MESSAGE, withinRateLimit } from "#app/request/rate-limit.server";
import {
	endSignIns,
	listSignIns,
	OTHER_SIGN_INS_ENDED,
	otherSignIns,
	SIGN_INS_NOT_ENDED,
} from "#app/request/sign-ins.server";
import {
	changePasswordFormSchema,
	PASSWORD_FIELD_NAMES,
	passwordMailRequestSchema,
	type SetPasswordValues,
	setPasswordFormSchema,
} from "./schema";

/* What the password pages' loaders and actions share (docs/decisions/011-password-flows.md). */

type Scope = { request: Request; context: Readonly<RouterContextProvider> };
type Reply = SubmissionResult<string[]>;
type FormFailure = { status: "error"; reply: Reply; httpStatus: number };

/** A reply that never carries a typed password back into the page. */
function replyWithoutPasswords(
	submission: Submission<unknown, string[]>,
	errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
): Reply {
	return submission.reply({ ...errors, hideFields: [...PASSWORD_FIELD_NAMES] });
}

/** The change API's 422 names no field: messages about the current password go there, the rest above the form. */
export function changeFieldErrors(messages: readonly string[]): Record<string, string[]> {
	const current = messages.filter((message) => message.includes("現在のパスワード"));
	const other = messages.filter((message) => !message.includes("現在のパスワード"));
	return {
		...(current.length > 0 ? { currentPassword: current } : {}),
		...(other.length > 0 ? { password: other } : {}),
	};
}

const PASSWORD_CHANGED_MESSAGE = "パスワードを変更しました";

/** Update and forced change: validate, call, place the server's answer. */
async function changePassword(
	call: "updatePassword" | "forceUpdatePassword",
	scope: Scope,
): Promise<{ status: "success" } | FormFailure> {
	const { request, context } = scope;
	const { submission } = await parseSubmission(request, changePasswordFormSchema);
	if (submission.status !== "success") {
		return { status: "error", reply: replyWithoutPasswords(submission), httpStatus: 400 };
	}
	try {
		await api(context).orange[call]({ body: submission.value });
	} catch (error) {
		const { result, status } = await replyToFailedSubmit(submission, error, scope, {
			field: changeFieldErrors,
			hideFields: PASSWORD_FIELD_NAMES,
		});
		return { status: "error", reply: result, httpStatus: status };
	}
	return { status: "success" };
}

/** The loader of a password-change page: a change turned away to sign in again comes back as its draft. */
export function passwordChangeLoader({ request, context }: Scope) {
	return { formDraft: takeFormDraft(context, request) };
}

/**
 * The forced change: on to `next` with a toast; a member signed in elsewhere too is first offered,
 * on this page, to end those sign-ins (decision 180).
 */
export function forcedChangeAction(next: (request: Request) => string) {
	return async ({ request, context }: Scope) => {
		const result = await changePassword("forceUpdatePassword", { request, context });
		if (result.status !== "success") return data(result.reply, { status: result.httpStatus });
		const to = next(request);
		const others = otherSignIns(await listSignIns(context));
		if (others > 0) return data({ changed: true as const, others, next: to, errors: [] as string[] });
		flashToast(context, { type: "success", text: PASSWORD_CHANGED_MESSAGE });
		throw redirect(to);
	};
}

/**
 * The member's own change: on to `to`, which says it worked under its heading (the notice stays, and
 * offers to end the other sign-ins there).
 */
export function passwordUpdateAction(to: string) {
	return async ({ request, context }: Scope) => {
		const result = await changePassword("updatePassword", { request, context });
		if (result.status !== "success") return data(result.reply, { status: result.httpStatus });
		flashNoticeFor(context, new URL(to, request.url).pathname, {
			type: "success",
			title: PASSWORD_CHANGED_MESSAGE,
			text: "次回のログインから、新しいパスワードをお使いください。",
			offer: "end-other-sign-ins",
		});
		throw redirect(to);
	};
}

/**
 * The offer after a change, taken: every other sign-in ends and the member goes on to `next`. When
 * the registry cannot be reached the offer stays on the page with why.
 */
export function endOtherSignInsAction(next: (request: Request) => string) {
	return async ({ request, context }: Scope) => {
		const to = next(request);
		if ((await endSignIns(context, "others")) === null) {
			const others = otherSignIns(await listSignIns(context));
			return data({ changed: true as const, others, next: to, errors: [SIGN_INS_NOT_ENDED] }, { status: 503 });
		}
		flashToast(context, { type: "success", text: OTHER_SIGN_INS_ENDED });
		throw redirect(to);
	};
}

type TokenPage = "activation" | "password-reset";

/** A mailed link page's loader: the token is checked before the form shows (`requireLiveToken`). */
export function tokenCheckLoader(page: TokenPage, check: (orange: OrangeClient, token: string) => Promise<unknown>) {
	return async ({ params, request, context }: Scope & { params: { token?: string } }) => {
		// This browser set the password with this very link: the page says it is done, not that the link expired.
		if (context.get(cookiesContext).spentLink.value?.path === linkPagePath(request)) return { spent: true };
		await requireLiveToken(page, params.token, (token) => check(api(context).orange, token), { request, context });
		return { spent: false };
	};
}

/** The link's page; its client data request (`….data`) counts as the page. */
function linkPagePath(request: Request): string {
	return new URL(request.url).pathname.replace(/\.data$/, "");
}

/** Activation and reset by token: a token spent meanwhile shows `TOKEN_PAGES[page]`; other failures keep the form. */
export async function setPasswordWithToken(
	page: TokenPage,
	linkTokenParam: string | undefined,
	send: (orange: OrangeClient, token: string, values: SetPasswordValues) => Promise<unknown>,
	scope: Scope,
): Promise<{ status: "success" } | FormFailure> {
	const { request } = scope;
	const token = linkToken(page, linkTokenParam);
	const { submission } = await parseSubmission(request, setPasswordFormSchema);
	if (submission.status !== "success") {
		return { status: "error", reply: replyWithoutPasswords(submission), httpStatus: 400 };
	}
	try {
		await send(api(scope.context).orange, token, submission.value);
	} catch (error) {
		const { result, status } = replyToFailure(submission, await judgeFailedTokenSubmit(page, error, scope), {
			field: "password",
			hideFields: PASSWORD_FIELD_NAMES,
		});
		return { status: "error", reply: result, httpStatus: status };
	}
	scope.context.get(cookiesContext).spentLink.set({ path: linkPagePath(request) });
	return { status: "success" };
}

/** POST /reset_passwords: the same answer for known and unknown addresses; only a refused address shows, at the field. */
/** Sends the reset mail, then redirects to `?sent=1`, so a reload does not send another. */
export async function passwordMailAction({ request, context }: Scope) {
	const result = await requestPasswordMail({ request, context });
	if (result.status !== "sent") return data(result.reply, { status: result.httpStatus });
	throw redirect(`${pageUrl(request).pathname}?sent=1`);
}

async function requestPasswordMail(scope: Scope): Promise<{ status: "sent" } | FormFailure> {
	const { request, context } = scope;
	const { submission } = await parseSubmission(request, passwordMailRequestSchema);
	if (submission.status !== "success") return { status: "error", reply: submission.reply(), httpStatus: 400 };
	if (!(await withinRateLimit(context, "password-mail", { request }))) {
		return { status: "error", reply: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }), httpStatus: 429 };
	}
	try {
		await api(context).orange.requestPasswordReset({ body: submission.value });
	} catch (error) {
		const { result, status } = await replyToFailedSubmit(submission, error, scope, { field: "email" });
		return { status: "error", reply: result, httpStatus: status };
	}
	return { status: "sent" };
}
