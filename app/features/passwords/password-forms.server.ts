import type { Submission, SubmissionResult } from "@conform-to/react";
import { type RouterContextProvider, redirect } from "react-router";
import { tokenSchema } from "#app/contract/common";
import { type ApiError, isApiError } from "#app/lib/api/errors";
import { api } from "#app/lib/api/request.server";
import { handleFormApiError, raiseApiError } from "#app/lib/api-error.server";
import { flashToast } from "#app/lib/flash.server";
import { parseSubmission, replyToFailure } from "#app/lib/form.server";
import {
	changePasswordFormSchema,
	PASSWORD_FIELD_NAMES,
	passwordMailRequestSchema,
	type SetPasswordValues,
	setPasswordFormSchema,
} from "./schema";

/*
 * What the password pages' loaders and actions share
 * (docs/decisions/011-password-flows.md).
 */

type Scope = { request: Request; context: Readonly<RouterContextProvider> };
type Reply = SubmissionResult<string[]>;
export type FormFailure = { status: "error"; reply: Reply; httpStatus: number };

export const TOKEN_EXPIRED_PATH = "/users/token_expired";

/** A reply that never carries a typed password back into the page. */
export function replyWithoutPasswords(
	submission: Submission<unknown, string[]>,
	errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
): Reply {
	return submission.reply({ ...errors, hideFields: [...PASSWORD_FIELD_NAMES] });
}

/**
 * docs/status-rules.md: a token the server refuses (any 4xx: unknown, used, expired)
 * sends the member to the expired-link page. A server that cannot answer is
 * not the link's fault: that stays the error screen of docs/status-rules.md.
 */
export async function requireLiveToken(
	token: string | undefined,
	check: (token: string) => Promise<unknown>,
	scope: Scope,
): Promise<string> {
	const valid = tokenOrExpired(token);
	try {
		await check(valid);
	} catch (error) {
		if (!scope.request.signal.aborted && isRefusal(error)) throw redirect(TOKEN_EXPIRED_PATH);
		return raiseApiError(error, scope);
	}
	return valid;
}

/** Anything but URL-safe characters cannot be a token the server issued: expired, with no call. */
export function tokenOrExpired(token: string | undefined): string {
	const parsed = tokenSchema.safeParse(token);
	if (!parsed.success) throw redirect(TOKEN_EXPIRED_PATH);
	return parsed.data;
}

export function isRefusal(error: unknown): boolean {
	return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * Where a refused change's messages go. The change API answers 422 with
 * messages but no field names; every rule of ours has passed by then, so what
 * is left is the current password being wrong, or a server rule about the new
 * one. Messages that name the current password go to that field.
 */
export function changeFieldErrors(messages: readonly string[]): Record<string, string[]> {
	const current = messages.filter((message) => message.includes("現在のパスワード"));
	const other = messages.filter((message) => !message.includes("現在のパスワード"));
	return {
		...(current.length > 0 ? { currentPassword: current } : {}),
		...(other.length > 0 ? { password: other } : {}),
	};
}

export const PASSWORD_CHANGED_MESSAGE = "パスワードを変更しました";

/** Update and forced change: validate, call, place the server's answer, queue the toast. */
export async function changePassword(
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
		const { result, status } = replyToFailure(submission, await handleFormApiError(error, scope), {
			field: changeFieldErrors,
			hideFields: PASSWORD_FIELD_NAMES,
		});
		return { status: "error", reply: result, httpStatus: status };
	}
	flashToast(context, { type: "success", text: PASSWORD_CHANGED_MESSAGE });
	return { status: "success" };
}

/**
 * Activation and reset with a mailed token: validate, send the new password, place the server's
 * answer. `onRefusedToken` turns the API's refusal of a token spent meanwhile into what its page
 * shows (it throws); any other failure comes back with the form.
 */
export async function setPasswordWithToken(
	send: (values: SetPasswordValues, signal: AbortSignal) => Promise<unknown>,
	onRefusedToken: (error: ApiError) => void,
	scope: Scope,
): Promise<{ status: "success" } | FormFailure> {
	const { request } = scope;
	const { submission } = await parseSubmission(request, setPasswordFormSchema);
	if (submission.status !== "success") {
		return { status: "error", reply: replyWithoutPasswords(submission), httpStatus: 400 };
	}
	try {
		await send(submission.value, request.signal);
	} catch (error) {
		if (!request.signal.aborted && isApiError(error)) onRefusedToken(error);
		const { result, status } = replyToFailure(submission, await handleFormApiError(error, scope), {
			field: "password",
			hideFields: PASSWORD_FIELD_NAMES,
		});
		return { status: "error", reply: result, httpStatus: status };
	}
	return { status: "success" };
}

/**
 * POST /reset_passwords from the reset request and the expired-link page. The
 * API answers the same for known and unknown addresses, and so do we: only a
 * refused address (422, e.g. its format) is shown, at the field.
 */
export async function requestPasswordMail(scope: Scope): Promise<{ status: "sent" } | FormFailure> {
	const { request, context } = scope;
	const { submission } = await parseSubmission(request, passwordMailRequestSchema);
	if (submission.status !== "success") return { status: "error", reply: submission.reply(), httpStatus: 400 };
	try {
		await api(context).orange.requestPasswordReset({ body: submission.value });
	} catch (error) {
		const { result, status } = replyToFailure(submission, await handleFormApiError(error, scope), { field: "email" });
		return { status: "error", reply: result, httpStatus: status };
	}
	return { status: "sent" };
}
