import { BoundedMap } from "#app/lib/collections/bounded-map";
import { base64UrlToBytes, bytesToBase64 } from "#app/lib/security/base64";

/** AES-256-GCM, a key per purpose (HKDF); the cookie name is bound in, so a value never opens as another cookie. */
const VERSION = "v1";
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const keyCache = new Map<string, Promise<CryptoKey>>();

function deriveKey(secret: string, purpose: string): Promise<CryptoKey> {
	const cacheKey = `${purpose}\u0000${secret}`;
	let key = keyCache.get(cacheKey);
	if (!key) {
		key = crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]).then((material) =>
			crypto.subtle.deriveKey(
				{ name: "HKDF", hash: "SHA-256", salt: encoder.encode("kenpo-portal-cookie"), info: encoder.encode(purpose) },
				material,
				{ name: "AES-GCM", length: 256 },
				// Stryker disable next-line BooleanLiteral: equivalent, nothing here exports a key, so extractable or not cannot be observed.
				false,
				["encrypt", "decrypt"],
			),
		);
		keyCache.set(cacheKey, key);
	}
	return key;
}

type SealContext = { secrets: readonly string[]; purpose: string; name: string };

export async function seal(plaintext: string, { secrets, purpose, name }: SealContext): Promise<string> {
	const [secret] = secrets;
	if (!secret) throw new Error("no session secret configured");
	const iv = crypto.getRandomValues(new Uint8Array(12));
	const key = await deriveKey(secret, purpose);
	const ciphertext = await crypto.subtle.encrypt(
		{ name: "AES-GCM", iv, additionalData: encoder.encode(name) },
		key,
		encoder.encode(plaintext),
	);
	const sealed = new Uint8Array(iv.length + ciphertext.byteLength);
	sealed.set(iv);
	sealed.set(new Uint8Array(ciphertext), iv.length);
	return `${VERSION}.${bytesToBase64(sealed, "base64url")}`;
}

/** Values opened lately, per secret list: the same session arrives on every request and was authenticated once. Bounded. */
const opened = new WeakMap<readonly string[], BoundedMap<string, string>>();
export const OPENED_LIMIT = 500;

/** The plaintext, or null for anything tampered, truncated, foreign or sealed with an unknown secret. */
export async function unseal(value: string, context: SealContext): Promise<string | null> {
	let cache = opened.get(context.secrets);
	if (!cache) {
		cache = new BoundedMap(OPENED_LIMIT);
		opened.set(context.secrets, cache);
	}
	const cacheKey = `${context.purpose}\u0000${context.name}\u0000${value}`;
	const known = cache.get(cacheKey);
	if (known !== undefined) return known;
	const plaintext = await open(value, context);
	if (plaintext !== null) cache.set(cacheKey, plaintext);
	return plaintext;
}

async function open(value: string, { secrets, purpose, name }: SealContext): Promise<string | null> {
	const [version, body, extra] = value.split(".");
	if (version !== VERSION || extra !== undefined) return null;
	// Stryker disable next-line ConditionalExpression: equivalent, base64UrlToBytes answers null for a missing body as for a malformed one (the check is for the type).
	if (body === undefined) return null;
	const bytes = base64UrlToBytes(body);
	if (!bytes) return null;
	// Stryker disable next-line ConditionalExpression,ArithmeticOperator: equivalent, AES-GCM itself refuses a body shorter than IV and tag; this only spares the key derivation.
	if (bytes.length < 12 + 16) return null;
	const iv = bytes.slice(0, 12);
	const ciphertext = bytes.slice(12);
	for (const secret of secrets) {
		try {
			const key = await deriveKey(secret, purpose);
			const plaintext = await crypto.subtle.decrypt(
				{ name: "AES-GCM", iv, additionalData: encoder.encode(name) },
				key,
				ciphertext,
			);
			return decoder.decode(plaintext);
		} catch {
			// Wrong key or tampered: try the next secret.
		}
	}
	return null;
}
