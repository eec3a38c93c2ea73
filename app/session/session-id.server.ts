import { bytesToBase64 } from "#app/lib/security/base64";
import type { MemberSession } from "./cookies.server";

/** A new sign-in's id: 128 random bits. */
export function newSessionId(): string {
	return bytesToBase64(crypto.getRandomValues(new Uint8Array(16)), "base64url");
}

/** The id renewal is serialised under; an older session without one derives it from its refresh token. */
export async function sessionIdOf(session: MemberSession): Promise<string> {
	if (session.sid) return session.sid;
	const material = new TextEncoder().encode(session.refresh_token ?? session.access_token);
	const digest = await crypto.subtle.digest("SHA-256", material);
	return bytesToBase64(new Uint8Array(digest).slice(0, 16), "base64url");
}
