/* Base64 for cookies and nonces: native in workerd, else an index loop (a string iterator cost 5% of a page). */

type NativeBase64 = {
	fromBase64?: (text: string, options: { alphabet: "base64" | "base64url"; lastChunkHandling?: "loose" }) => Uint8Array;
};
type NativeBytes = Uint8Array & {
	toBase64?: (options: { alphabet: "base64" | "base64url"; omitPadding?: boolean }) => string;
};

const native = Uint8Array as unknown as NativeBase64;

export function bytesToBase64(bytes: Uint8Array, alphabet: "base64" | "base64url" = "base64"): string {
	const withNative = bytes as NativeBytes;
	if (typeof withNative.toBase64 === "function") {
		return withNative.toBase64({ alphabet, omitPadding: alphabet === "base64url" });
	}
	let binary = "";
	for (let index = 0; index < bytes.length; index += 1) binary += String.fromCharCode(bytes[index] as number);
	const base64 = btoa(binary);
	return alphabet === "base64" ? base64 : base64.replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** The bytes of unpadded base64url text, or null when it is not base64url. */
export function base64UrlToBytes(text: string): Uint8Array | null {
	if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
	try {
		if (typeof native.fromBase64 === "function") return native.fromBase64(text, { alphabet: "base64url" });
		const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
		const bytes = new Uint8Array(binary.length);
		for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
		return bytes;
	} catch {
		return null;
	}
}
