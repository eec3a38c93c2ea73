import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import type { CurrentUser, CurrentUserDetail } from "../contract/orange/current-user";
import { raiseApiError } from "./api-error.server";
import { type Member, memberContext } from "./context.server";
import { orangeClient } from "./upstream.server";

async function loadCurrentUser(context: Readonly<RouterContextProvider>, request: Request): Promise<CurrentUser> {
	try {
		return (await orangeClient(context).getCurrentUser({ signal: request.signal })).data;
	} catch (error) {
		return raiseApiError(error, { context, request });
	}
}

/**
 * SPEC §4: every signed-in navigation loads the current user and its detail.
 * Any failure goes through the global status rules (two-factor, forced change, sign-in).
 */
export const loadMember: MiddlewareFunction<Response> = async ({ context, request }) => {
	const client = orangeClient(context);
	const [currentUser, detail] = await Promise.all([
		loadCurrentUser(context, request),
		client.getCurrentUserDetail({ signal: request.signal }).then(
			(result) => ({ ok: true as const, data: result.data }),
			(error: unknown) => ({ ok: false as const, error }),
		),
	]);
	context.set(memberContext, { currentUser, detail: null });
	if (!detail.ok) await raiseApiError(detail.error, { context, request });
	else context.set(memberContext, { currentUser, detail: detail.data });
};

/** Only the current user (pages before two-factor or a forced change need no detail). */
export const loadCurrentUserOnly: MiddlewareFunction<Response> = async ({ context, request }) => {
	context.set(memberContext, { currentUser: await loadCurrentUser(context, request), detail: null });
};

export function requireLoadedMember(context: Readonly<RouterContextProvider>): Member & { detail: CurrentUserDetail } {
	const member = context.get(memberContext);
	if (!member?.detail) throw new Error("loadMember middleware did not run for this route");
	return member as Member & { detail: CurrentUserDetail };
}

export function requireCurrentUser(context: Readonly<RouterContextProvider>): CurrentUser {
	const member = context.get(memberContext);
	if (!member) throw new Error("the member middleware did not run for this route");
	return member.currentUser;
}
