import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { CurrentUser, CurrentUserDetail } from "#app/contract/orange/current-user";
import { api } from "./api/request.server";
import {
	type ApiErrorScope,
	isServerFailure,
	isSubmission,
	raiseApiError,
	raiseServerFailure,
} from "./api-error.server";
import { type Member, memberContext } from "./context.server";

type Context = Readonly<RouterContextProvider>;

/** Why the member could not be loaded for this form post, when that need not end it (see `failOrDefer`). */
const memberFailureContext = createContext<unknown>(null);

/**
 * The rules for a failed member load (docs/status-rules.md), with one exception: a form post
 * whose server failed or could not be reached goes on to its action, which
 * meets the same failure on its own call and shows it on the form with
 * everything typed kept (docs/decisions/033-form-failures.md, decision 033). Sign-in, two-factor and the
 * forced change still redirect first. A handler that needs the member then
 * ends on the error page (`requireLoadedMember`, `requireCurrentUser`).
 */
async function failOrDefer(error: unknown, scope: ApiErrorScope): Promise<void> {
	if (isSubmission(scope.request) && isServerFailure(error) && !scope.request.signal.aborted) {
		scope.context.set(memberFailureContext, error);
		return;
	}
	await raiseApiError(error, scope);
}

async function loadCurrentUser(context: Context, request: Request): Promise<CurrentUser | null> {
	try {
		return (await api(context).orange.getCurrentUser()).data;
	} catch (error) {
		await failOrDefer(error, { context, request });
		return null;
	}
}

/**
 * docs/status-rules.md: every signed-in navigation loads the current user and its detail.
 * Any failure goes through the global status rules (two-factor, forced change, sign-in).
 */
export const loadMember: MiddlewareFunction<Response> = async ({ context, request }) => {
	const detail = api(context)
		.orange.getCurrentUserDetail()
		.then(
			(result) => ({ ok: true as const, data: result.data }),
			(error: unknown) => ({ ok: false as const, error }),
		);
	const currentUser = await loadCurrentUser(context, request);
	const loaded = await detail;
	if (!currentUser) return;
	context.set(memberContext, { currentUser, detail: null });
	if (!loaded.ok) await failOrDefer(loaded.error, { context, request });
	else context.set(memberContext, { currentUser, detail: loaded.data });
};

/** Only the current user (pages before two-factor or a forced change need no detail). */
export const loadCurrentUserOnly: MiddlewareFunction<Response> = async ({ context, request }) => {
	const currentUser = await loadCurrentUser(context, request);
	if (currentUser) context.set(memberContext, { currentUser, detail: null });
};

/** A member load that failed for a form post ends the handler that needs the member on the error page. */
function missingMember(context: Context, middleware: string): never {
	const failure = context.get(memberFailureContext);
	if (failure) raiseServerFailure(failure);
	throw new Error(`${middleware} middleware did not run for this route`);
}

export function requireLoadedMember(context: Context): Member & { detail: CurrentUserDetail } {
	const member = context.get(memberContext);
	if (!member?.detail) return missingMember(context, "loadMember");
	return member as Member & { detail: CurrentUserDetail };
}

export function requireCurrentUser(context: Context): CurrentUser {
	const member = context.get(memberContext);
	if (!member) return missingMember(context, "the member");
	return member.currentUser;
}
