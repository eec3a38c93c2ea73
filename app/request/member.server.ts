import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import type { CurrentUser, CurrentUserDetail } from "#app/contract/orange/current-user";
import { markTwoFactorPassed } from "#app/session/two-factor-state.server";
import { api } from "./api.server";
import {
	cookiesContext,
	type Member,
	type MemberCheckOutcome,
	memberCheckContext,
	memberContext,
} from "./context.server";
import {
	memberLoadDeferred,
	postsForm,
	throwDeferredMemberFailure,
	throwOrDeferMemberFailure,
} from "./error-policy.server";
import { asSettled, throwIfCheckFailed } from "./member-check";
import { endedSignInRedirect } from "./sign-ins.server";

type Context = Readonly<RouterContextProvider>;

async function loadCurrentUser(context: Context, request: Request): Promise<CurrentUser | null> {
	try {
		return (await api(context).orange.getCurrentUser()).data;
	} catch (error) {
		await throwOrDeferMemberFailure(error, { context, request });
		return null;
	}
}

/** Current user and detail together; any failure goes through the error policy's member-load rule. */
async function loadCurrentUserAndDetail(context: Context, request: Request): Promise<void> {
	const detail = asSettled(api(context).orange.getCurrentUserDetail());
	const currentUser = await loadCurrentUser(context, request);
	const loaded = await detail;
	if (!currentUser) return;
	context.set(memberContext, { currentUser, detail: null });
	if (!loaded.ok) await throwOrDeferMemberFailure(loaded.error, { context, request });
	else {
		context.set(memberContext, { currentUser, detail: loaded.value.data });
		// The detail answers only after two-factor: the proxy may serve this member from now on.
		markTwoFactorPassed(context.get(cookiesContext));
	}
}

async function loadCurrentUserAlone(context: Context, request: Request): Promise<void> {
	const currentUser = await loadCurrentUser(context, request);
	if (currentUser) context.set(memberContext, { currentUser, detail: null });
}

/**
 * The member check as a middleware. A page's reads start beside it, in the same upstream round; the
 * check still decides what the member meets, and a form post waits for it before its action runs
 * (docs/architecture.md "One upstream round").
 */
function memberCheck(load: (context: Context, request: Request) => Promise<void>): MiddlewareFunction<Response> {
	return async ({ context, request }, next) => {
		// The registry's answer about this sign-in comes beside the member's load, in the same round.
		const ended = endedSignInRedirect(context, request).catch(() => null);
		const loaded: Promise<MemberCheckOutcome> = load(context, request).then(
			() => ({ passed: true }),
			(thrown: unknown) => ({ passed: false, thrown }),
		);
		const check = Promise.all([ended, loaded]).then(
			([signedOut, outcome]): MemberCheckOutcome => (signedOut ? { passed: false, thrown: signedOut } : outcome),
		);
		if (postsForm(request)) {
			throwIfCheckFailed(await check);
			return next();
		}
		context.set(memberCheckContext, check);
		const response = await next();
		// Whatever the page made of its own reads, a failed check answers instead.
		throwIfCheckFailed(await check);
		return response;
	};
}

/** docs/status-rules.md: every signed-in navigation loads the current user and its detail. */
export const loadMember = memberCheck(loadCurrentUserAndDetail);

/** Only the current user (pages before two-factor or a forced change need no detail). */
export const loadCurrentUserOnly = memberCheck(loadCurrentUserAlone);

/** The check of this request, once it has ended; throws what a failed check decided. */
async function checkPassed(context: Context): Promise<void> {
	const check = context.get(memberCheckContext);
	if (check) throwIfCheckFailed(await check);
}

/** A member load that failed for a form post ends the handler that needs the member on the error page. */
function missingMember(context: Context, middleware: string): never {
	throwDeferredMemberFailure(context);
	throw new Error(`${middleware} middleware did not run for this route`);
}

/** The member with their detail, once the check has passed. */
export async function loadedMember(context: Context): Promise<Member & { detail: CurrentUserDetail }> {
	await checkPassed(context);
	const member = context.get(memberContext);
	if (!member?.detail) return missingMember(context, "loadMember");
	return member as Member & { detail: CurrentUserDetail };
}

/**
 * The member with their detail, or null when this form post's member load failed (the server, not
 * the member): the page then renders what the action answered, the form and its input kept.
 */
export async function loadedMemberIfAny(context: Context): Promise<(Member & { detail: CurrentUserDetail }) | null> {
	await checkPassed(context);
	if (memberLoadDeferred(context)) return null;
	return loadedMember(context);
}

/** The current user, once the check has passed. */
export async function loadedCurrentUser(context: Context): Promise<CurrentUser> {
	await checkPassed(context);
	const member = context.get(memberContext);
	if (!member) return missingMember(context, "the member");
	return member.currentUser;
}

/** Whether this request's member check, if any, has passed; waits for it. A failed one answers the request itself. */
export async function memberCheckPassed(context: Context): Promise<boolean> {
	const check = context.get(memberCheckContext);
	return check ? (await check).passed : true;
}
