import { describe, expect, it } from "vitest";
import { createNonce } from "../../worker/security-policy";

describe("CSP nonces", () => {
	it("gives 128 random bits each, none repeated across refills of the random pool", () => {
		const nonces = Array.from({ length: 300 }, createNonce);
		expect(new Set(nonces).size).toBe(300);
		for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
	});
});
