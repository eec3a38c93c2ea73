import { describe, expect, it } from "vitest";
import { base64UrlToBytes, bytesToBase64 } from "#app/lib/security/base64";

const samples = [0, 1, 2, 3, 16, 255, 2048].map((length) => crypto.getRandomValues(new Uint8Array(length)));

describe("base64 for cookies and nonces", () => {
	it.each(samples.map((bytes) => [bytes.length, bytes] as const))(
		"round-trips %i bytes as Node encodes them",
		(_, bytes) => {
			const url = bytesToBase64(bytes, "base64url");
			expect(url).toBe(Buffer.from(bytes).toString("base64url"));
			expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
			expect(base64UrlToBytes(url)).toEqual(bytes);
		},
	);

	it("refuses what is not unpadded base64url", () => {
		for (const text of ["a+b", "a/b", "ab==", "a b", "é", "abcde"]) expect(base64UrlToBytes(text)).toBeNull();
	});
});
