import { describe, expect, it } from "vitest";
import { tabDraftScope, upstreamIdempotencyKey } from "#app/lib/security/idempotency-key";

const SECRET = "a-server-secret-of-at-least-32-characters";

async function hmacHex(message: string): Promise<string> {
	const material = await crypto.subtle.importKey(
		"raw",
		new TextEncoder().encode(SECRET),
		{ name: "HMAC", hash: "SHA-256" },
		false,
		["sign"],
	);
	const mac = await crypto.subtle.sign("HMAC", material, new TextEncoder().encode(message));
	return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("upstreamIdempotencyKey", () => {
	it("is 48 hex characters, the same for the same secret, sender and form key", async () => {
		const key = await upstreamIdempotencyKey(SECRET, "1001", "form-key-0000000001");
		expect(key).toMatch(/^[0-9a-f]{48}$/);
		expect(await upstreamIdempotencyKey(SECRET, "1001", "form-key-0000000001")).toBe(key);
	});

	it("changes with the sender, the form key and the secret", async () => {
		const key = await upstreamIdempotencyKey(SECRET, "1001", "form-key-0000000001");
		const others = await Promise.all([
			upstreamIdempotencyKey(SECRET, "1002", "form-key-0000000001"),
			upstreamIdempotencyKey(SECRET, "", "form-key-0000000001"),
			upstreamIdempotencyKey(SECRET, "1001", "form-key-0000000002"),
			upstreamIdempotencyKey(`${SECRET}-rotated`, "1001", "form-key-0000000001"),
		]);
		expect(new Set([key, ...others]).size).toBe(5);
	});

	it("cannot be matched by moving characters between the sender and the form key", async () => {
		expect(await upstreamIdempotencyKey(SECRET, "10", "01-key")).not.toBe(
			await upstreamIdempotencyKey(SECRET, "1001", "-key"),
		);
		expect(await upstreamIdempotencyKey(SECRET, "1|1", "x")).not.toBe(await upstreamIdempotencyKey(SECRET, "1", "1|x"));
	});

	it("is an HMAC-SHA-256 over the length-prefixed purpose, sender and key", async () => {
		const hex = await hmacHex("24:upstream-idempotency-key|4:1001|3:abc");
		expect(await upstreamIdempotencyKey(SECRET, "1001", "abc")).toBe(hex.slice(0, 48));
	});
});

describe("tabDraftScope", () => {
	it("is 16 hex characters of an HMAC under its own purpose: one per member, never the member's id", async () => {
		const hex = await hmacHex("15:tab-draft-scope|4:1001");
		const scope = await tabDraftScope(SECRET, "1001");
		expect(scope).toBe(hex.slice(0, 16));
		expect(scope).not.toContain("1001");
		expect(await tabDraftScope(SECRET, "1002")).not.toBe(scope);
		expect(await tabDraftScope(SECRET, "1001")).not.toBe(
			(await upstreamIdempotencyKey(SECRET, "1001", "")).slice(0, 16),
		);
	});
});
