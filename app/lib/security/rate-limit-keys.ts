/* The key each rate limit counts by, in one small module: a key that drifts breaks a limit silently. */

export type RateLimitKind = "pin-verify" | "pin-send" | "password-mail" | "public-enquiry";

/** Whom a limit counts: a member or the client's address (a contact-detail link is paced instead, decision 046). */
export type RateLimitSubject = { member: string } | { request: Request };

/** Cloudflare's own record of the client address; absent only outside Cloudflare (all such clients share one count). */
export function clientAddress(request: Request): string {
	// Header values arrive without surrounding whitespace (the Fetch standard normalises them); a blank one is "".
	return request.headers.get("CF-Connecting-IP") || "unknown";
}

export function rateLimitKey(kind: RateLimitKind, subject: RateLimitSubject): string {
	if ("member" in subject) return `${kind}:member:${subject.member}`;
	return `${kind}:ip:${clientAddress(subject.request)}`;
}
