/*
 * The `Idempotency-Key` the API sees: derived on the server from the form's key and who sends it, so
 * two members never share one and no browser can choose it; the same submission resent by the same
 * member gets the same key again.
 */

const encoder = new TextEncoder();
/** Keeps this HMAC apart from anything else keyed by the same secret. */
const PURPOSE = "upstream-idempotency-key";
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
export async function upstreamIdempotencyKey(secret: string, sender: string, formKey: string): Promise<string> {
	const message = [PURPOSE, sender, formKey].map((part) => `${part.length}:${part}`).join("|");
	const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message));
	return Array.from(new Uint8Array(mac).slice(0, KEY_BYTES), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
