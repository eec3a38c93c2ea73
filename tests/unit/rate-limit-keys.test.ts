import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clientAddress, rateLimitKey } from "#app/lib/security/rate-limit-keys";
import { type RateLimiter, rateLimitersContext } from "#app/request/context.server";
import { withinRateLimit } from "#app/request/rate-limit.server";

const withAddress = (address?: string) =>
	new Request("https://portal.example.jp/contact", { headers: address ? { "CF-Connecting-IP": address } : {} });

describe("rateLimitKey", () => {
	it("counts each member and address apart, and each limit apart", () => {
		expect(rateLimitKey("pin-verify", { member: "1001" })).toBe("pin-verify:member:1001");
		expect(rateLimitKey("pin-send", { member: "1001" })).toBe("pin-send:member:1001");
		expect(rateLimitKey("pin-verify", { member: "1002" })).not.toBe(rateLimitKey("pin-verify", { member: "1001" }));
		expect(rateLimitKey("public-enquiry", { request: withAddress("203.0.113.5") })).toBe(
			"public-enquiry:ip:203.0.113.5",
		);
		expect(rateLimitKey("password-mail", { request: withAddress("203.0.113.5") })).toBe("password-mail:ip:203.0.113.5");
	});

	it("never mistakes one kind of subject for another", () => {
		expect(rateLimitKey("pin-verify", { member: "abc" })).not.toBe(
			rateLimitKey("pin-verify", { request: withAddress("abc") }),
		);
	});

	it("takes Cloudflare's client address, not X-Forwarded-For", () => {
		const spoofed = new Request("https://portal.example.jp/", {
			headers: { "X-Forwarded-For": "1.2.3.4", "CF-Connecting-IP": " 198.51.100.1 " },
		});
		expect(clientAddress(spoofed)).toBe("198.51.100.1");
		expect(clientAddress(withAddress())).toBe("unknown");
		expect(clientAddress(withAddress("  "))).toBe("unknown");
	});
});

describe("withinRateLimit", () => {
	function contextWith(limiters: Record<string, RateLimiter>) {
		const context = new RouterContextProvider();
		context.set(rateLimitersContext, limiters);
		return context;
	}

	it("asks the kind's own binding, under the subject's key, and passes its answer on", async () => {
		const asked: Array<[string, string]> = [];
		const limiter = (name: string, success: boolean): RateLimiter => ({
			limit: async ({ key }) => {
				asked.push([name, key]);
				return { success };
			},
		});
		const context = contextWith({
			PIN_VERIFY_LIMITER: limiter("PIN_VERIFY_LIMITER", false),
			PIN_SEND_LIMITER: limiter("PIN_SEND_LIMITER", true),
		});
		expect(await withinRateLimit(context, "pin-verify", { member: "1001" })).toBe(false);
		expect(await withinRateLimit(context, "pin-send", { member: "1001" })).toBe(true);
		expect(asked).toEqual([
			["PIN_VERIFY_LIMITER", "pin-verify:member:1001"],
			["PIN_SEND_LIMITER", "pin-send:member:1001"],
		]);
	});

	it("lets an attempt through where its binding is absent (a test world without one)", async () => {
		const refusing: RateLimiter = { limit: async () => ({ success: false }) };
		const context = contextWith({ PIN_SEND_LIMITER: refusing });
		expect(await withinRateLimit(context, "pin-verify", { member: "1001" })).toBe(true);
		expect(await withinRateLimit(new RouterContextProvider(), "public-enquiry", { request: withAddress() })).toBe(true);
	});
});
