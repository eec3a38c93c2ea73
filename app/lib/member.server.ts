import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import type { CurrentUser, CurrentUserDetail } from "#app/contract/orange/current-user";
import { settlePinArrival } from "#app/session/pin-arrival.server";
import { failOrDefer, raiseDeferredFailure } from "./api/policy.server";
import { api } from "./api/request.server";
import { cookiesContext, type Member, memberContext } from "./context.server";

type Context = Readonly<RouterContextProvider>;

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
 * Any failure goes through the error policy's member-load rule (`failOrDefer`).
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
	else {
		context.set(memberContext, { currentUser, detail: loaded.data });
		// The detail answers only after two-factor: the sign-in's mark is not needed any more.
		settlePinArrival(context.get(cookiesContext));
	}
};

/** Only the current user (pages before two-factor or a forced change need no detail). */
export const loadCurrentUserOnly: MiddlewareFunction<Response> = async ({ context, request }) => {
	const currentUser = await loadCurrentUser(context, request);
	if (currentUser) context.set(memberContext, { currentUser, detail: null });
};

/** A member load that failed for a form post ends the handler that needs the member on the error page. */
function missingMember(context: Context, middleware: string): never {
	raiseDeferredFailure(context);
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
