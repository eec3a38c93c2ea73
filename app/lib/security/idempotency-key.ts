/*
 * Values derived on the server from who the member is, under the server's secret. The `Idempotency-Key`
 * the API sees comes from the form's key and the sender, so two members never share one and no browser
 * can choose it; the same submission resent by the same member gets the same key again. The tab-draft
 * scope tells one member's kept input from another's without naming the member to the browser.
 */

const encoder = new TextEncoder();
/** Keeps this HMAC apart from anything else keyed by the same secret. */
const PURPOSE = "upstream-idempotency-key";
const TAB_DRAFT_PURPOSE = "tab-draft-scope";
/** 24 bytes as hex: 48 characters, within the 16–64 of `[A-Za-z0-9-]` the API accepts. */
const KEY_BYTES = 24;

function hmacKey(secret: string): Promise<CryptoKey> {
	// Stryker disable next-line BooleanLiteral: equivalent, nothing here exports a key, so extractable or not cannot be observed.
	return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

/**
 * HMAC-SHA-256 under the server's secret over the sender and the form's key. `sender` is the member's
 * `sub`, or "" for a signed-out visitor (the public enquiry).
 */
export function upstreamIdempotencyKey(secret: string, sender: string, formKey: string): Promise<string> {
	return hmacHex(secret, [PURPOSE, sender, formKey], KEY_BYTES);
}

/** The scope a member's input is kept under in the browser's tab (app/lib/forms/tab-draft.ts): 16 hex characters. */
export function tabDraftScope(secret: string, sub: string): Promise<string> {
	return hmacHex(secret, [TAB_DRAFT_PURPOSE, sub], 8);
}

/** HMAC-SHA-256 over the length-prefixed parts, its first `bytes` as hex. */
async function hmacHex(secret: string, parts: readonly string[], bytes: number): Promise<string> {
	const message = parts.map((part) => `${part.length}:${part}`).join("|");
	const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message));
	return Array.from(new Uint8Array(mac).slice(0, bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
