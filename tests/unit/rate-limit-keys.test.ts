import { describe, expect, it } from "vitest";
import { clientAddress, rateLimitKey } from "#app/lib/rate-limit-keys";

const withAddress = (address?: string) =>
	new Request("https://portal.example.jp/contact", { headers: address ? { "CF-Connecting-IP": address } : {} });

describe("rateLimitKey", () => {
	it("counts each member, link and address apart, and each limit apart", () => {
		expect(rateLimitKey("pin-verify", { member: "1001" })).toBe("pin-verify:member:1001");
		expect(rateLimitKey("pin-send", { member: "1001" })).toBe("pin-send:member:1001");
		expect(rateLimitKey("pin-verify", { member: "1002" })).not.toBe(rateLimitKey("pin-verify", { member: "1001" }));
		expect(rateLimitKey("lime-identity", { urlToken: "abc" })).toBe("lime-identity:link:abc");
		expect(rateLimitKey("public-enquiry", { request: withAddress("203.0.113.5") })).toBe(
			"public-enquiry:ip:203.0.113.5",
		);
		expect(rateLimitKey("password-mail", { request: withAddress("203.0.113.5") })).toBe("password-mail:ip:203.0.113.5");
	});

	it("never mistakes one kind of subject for another", () => {
		expect(rateLimitKey("pin-verify", { member: "abc" })).not.toBe(rateLimitKey("pin-verify", { urlToken: "abc" }));
	});

	it("takes Cloudflare's client address, not X-Forwarded-For", () => {
		const spoofed = new Request("https://portal.example.jp/", {
			headers: { "X-Forwarded-For": "1.2.3.4", "CF-Connecting-IP": " 198.51.100.1 " },
		});
		expect(clientAddress(spoofed)).toBe("198.51.100.1");
		expect(clientAddress(withAddress())).toBe("unknown");
	});
});
