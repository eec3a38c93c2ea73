import { describe, expect, it } from "vitest";
import { upstreamIdempotencyKey } from "#app/lib/security/idempotency-key";

const SECRET = "a-server-secret-of-at-least-32-characters";

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
		const material = await crypto.subtle.importKey(
			"raw",
			new TextEncoder().encode(SECRET),
			{ name: "HMAC", hash: "SHA-256" },
			false,
			["sign"],
		);
		const mac = await crypto.subtle.sign(
			"HMAC",
			material,
			new TextEncoder().encode("24:upstream-idempotency-key|4:1001|3:abc"),
		);
		const hex = Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
		expect(await upstreamIdempotencyKey(SECRET, "1001", "abc")).toBe(hex.slice(0, 48));
	});
});
