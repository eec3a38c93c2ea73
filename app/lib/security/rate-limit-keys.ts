/* The key each rate limit counts by, in one small module: a key that drifts breaks a limit silently. */

export type RateLimitKind = "pin-verify" | "pin-send" | "lime-identity" | "password-mail" | "public-enquiry";

/** Whom a limit counts: a member, a contact-detail link, or the client's address. */
export type RateLimitSubject = { member: string } | { urlToken: string } | { request: Request };

/** Cloudflare's own record of the client address; absent only outside Cloudflare (all such clients share one count). */
export function clientAddress(request: Request): string {
	// Header values arrive without surrounding whitespace (the Fetch standard normalises them); a blank one is "".
	return request.headers.get("CF-Connecting-IP") || "unknown";
}

export function rateLimitKey(kind: RateLimitKind, subject: RateLimitSubject): string {
	if ("member" in subject) return `${kind}:member:${subject.member}`;
	if ("urlToken" in subject) return `${kind}:link:${subject.urlToken}`;
	return `${kind}:ip:${clientAddress(subject.request)}`;
}
