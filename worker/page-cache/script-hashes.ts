import { bytesToBase64 } from "#app/lib/security/base64";

/** A `<script>` as React writes it: escaped attributes, and no `</script` inside inline text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const NONCE_ATTRIBUTE = /\snonce="([^"]*)"/;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;

/** The SHA-256 source expression of a script's text, hashed as the browser hashes it. */
export async function scriptHashSource(text: string): Promise<string> {
	// The HTML parser turns CR LF and CR into LF before a script's text exists.
	const parsed = text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
	const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(parsed));
	return `'sha256-${bytesToBase64(new Uint8Array(digest))}'`;
}

/** CSP sources for exactly the inline scripts that carried the nonce; null when hashes cannot admit the page. */
export async function inlineScriptSources(html: string, renderNonce: string): Promise<string | null> {
	const sources = new Set<string>();
	for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
		if (NONCE_ATTRIBUTE.exec(attributes)?.[1] !== renderNonce) continue;
		if (SRC_ATTRIBUTE.test(attributes)) return null;
		sources.add(await scriptHashSource(text));
	}
	return sources.size === 0 ? null : [...sources].join(" ");
}
