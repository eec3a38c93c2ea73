import { createContext } from "react-router";
import { errorFields, log } from "#app/lib/logging/log-line";
import { bytesToBase64 } from "#app/lib/security/base64";
import type { MemberSession, RequestCookies } from "./cookies.server";
import { sessionIdOf } from "./session-id.server";
import { deviceLabel, placeLabel, type RequestPlace } from "./sign-in-device";
import type { SecondFactor, SignInRow, Standing } from "./sign-in-registry";
import { forgetPinCode, isTrustedBrowser } from "./trusted-browser.server";

/*
 * Each member's sign-ins, kept in one Durable Object per member (worker/durable/sign-in-registry.ts):
 * written at the callback, touched at most once a minute, read and ended from the member's page
 * (docs/session.md "Sign-ins", decision 180). Every call may fail: the registry is never in the way
 * of signing in or of a page.
 */
export type SignInRegistry = {
	record(sub: string, row: SignInRow, now: number): Promise<void>;
	touch(sub: string, key: string, seen: SignInRow, now: number): Promise<Standing>;
	signedOut(sub: string, key: string, now: number): Promise<void>;
	passed(sub: string, key: string, secondFactor: SecondFactor, trusted: boolean, now: number): Promise<void>;
	list(sub: string, now: number): Promise<{ signIns: SignInRow[]; history: SignInRow[] }>;
	/** Idempotent: sent again when its answer is lost. */
	end(sub: string, which: { only: string } | "others", keep: string, now: number): Promise<number>;
};

/** Null where no registry is bound: nothing is listed, and ending says it could not be done. */
export const signInRegistryContext = createContext<SignInRegistry | null>(null);

/**
 * This request's touch of its sign-in: started by the first to ask (the member check, beside its
 * load), or after the page when the minute's last use is `due`. What its browser learns; never rejected.
 */
export type SignInTouch = { key: string; due: boolean; standing: () => Promise<Standing> };
export const signInTouchContext = createContext<SignInTouch | null>(null);

/** What /login says to a browser whose sign-in the member ended from another one. */
export const ENDED_ELSEWHERE_MESSAGE = "別の端末からの操作でログアウトしました";

/** The registry's key of a sign-in: a digest of its id, so the registry cannot name a renewal object. */
export async function signInKeyOf(session: MemberSession): Promise<string> {
	const material = new TextEncoder().encode(`sign-in-registry:${await sessionIdOf(session)}`);
	const digest = await crypto.subtle.digest("SHA-256", material);
	return bytesToBase64(new Uint8Array(digest).slice(0, 16), "base64url");
}

/** The row of this browser's sign-in as it stands now, from what the request shows of it. */
export async function signInRowOf(
	request: Request,
	cookies: RequestCookies,
	session: MemberSession,
	now: number,
	secondFactor: SecondFactor | null = null,
): Promise<SignInRow> {
	return {
		key: await signInKeyOf(session),
		startedAt: now,
		lastUsedAt: now,
		endsAt: (session.session_expires_at ?? Math.floor(now / 1000)) * 1000,
		device: deviceLabel(request.headers.get("User-Agent")),
		place: placeLabel((request as { cf?: RequestPlace }).cf),
		trusted: isTrustedBrowser(cookies, now),
		secondFactor,
	};
}

/** A registry call that failed is logged by name and passed over (the sign-in goes on). */
export function registryFailed(call: string, error: unknown): void {
	log("warn", "sign-in registry unreachable", { call, ...errorFields(error) });
}

/**
 * Signs this browser out when the member ended its sign-in from another: the first time it is told
 * (`ended`) its tokens are revoked, every time the session and the pin code go and /login says why.
 * Returns whether it signed out. Only the sign-in that was touched is ended, never a newer one.
 */
export async function closeEndedSignIn(
	cookies: RequestCookies,
	touch: SignInTouch,
	revoke: (session: MemberSession) => Promise<void>,
): Promise<boolean> {
	const standing = await touch.standing();
	const session = cookies.session.value;
	if (standing === "live" || !session || (await signInKeyOf(session)) !== touch.key) return false;
	cookies.session.clear();
	cookies.oauthTransaction.clear();
	forgetPinCode(cookies);
	cookies.flash.set({ toasts: [{ type: "warn", text: ENDED_ELSEWHERE_MESSAGE }] });
	if (standing === "ended") await revoke(session);
	return true;
}
