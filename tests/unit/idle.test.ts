import { describe, expect, it } from "vitest";
import { createRequestCookies } from "#app/session/cookies.server";
import { applyIdleLimit, IDLE_SIGN_OUT_MESSAGE } from "#app/session/idle.server";

const SECRET = ["s".repeat(32)];
const MINUTE = 60_000;
const NOW = 1_800_000_000_000;
const session = {
	access_token: "at",
	token_type: "Bearer",
	scope: "public",
	profile: { sub: "1" },
	expires_at: 1,
	sid: "s1",
};

function cookiesWith(lastSeen: number | undefined, trust?: { onlyFor?: string; pinCodeAt?: number; sub?: string }) {
	const cookies = createRequestCookies(SECRET);
	cookies.session.set(lastSeen === undefined ? session : { ...session, last_seen_at: lastSeen });
	if (trust)
		cookies.trustedBrowser.set({
			sub: trust.sub ?? "1",
			pinCode: "pin",
			pinCodeAt: trust.pinCodeAt ?? NOW - MINUTE,
			guid: "g",
			...(trust.onlyFor === undefined ? {} : { onlyFor: trust.onlyFor }),
		});
	return cookies;
}

describe("the idle limit", () => {
	it("ends an untrusted sign-in unused for more than 30 minutes, with the word for the sign-in page", () => {
		const cookies = cookiesWith(NOW - 30 * MINUTE - 1);
		expect(applyIdleLimit(cookies, NOW)).toBe("ended");
		expect(cookies.session.value).toBeNull();
		expect(cookies.flash.value).toEqual({ toasts: [{ type: "warn", text: IDLE_SIGN_OUT_MESSAGE }] });
	});

	it("keeps one used exactly 30 minutes ago, and notes this use", () => {
		const cookies = cookiesWith(NOW - 30 * MINUTE);
		expect(applyIdleLimit(cookies, NOW)).toBe("kept");
		expect(cookies.session.value?.last_seen_at).toBe(NOW);
		expect(cookies.flash.value).toBeNull();
	});

	it("writes the use back once a minute, not on every request", () => {
		const within = cookiesWith(NOW - MINUTE + 1);
		applyIdleLimit(within, NOW);
		expect(within.session.value?.last_seen_at).toBe(NOW - MINUTE + 1);
		const after = cookiesWith(NOW - MINUTE);
		applyIdleLimit(after, NOW);
		expect(after.session.value?.last_seen_at).toBe(NOW);
	});

	it("starts counting for a session that never noted a use", () => {
		const cookies = cookiesWith(undefined);
		expect(applyIdleLimit(cookies, NOW)).toBe("kept");
		expect(cookies.session.value?.last_seen_at).toBe(NOW);
	});

	it("keeps a trusted browser's sign-in however long it was left", () => {
		const cookies = cookiesWith(NOW - 600 * MINUTE, {});
		expect(applyIdleLimit(cookies, NOW)).toBe("kept");
		expect(cookies.session.value?.sid).toBe("s1");
	});

	it("counts as untrusted a pin code kept only for the sign-in, another member's, or one past its days", () => {
		for (const trust of [{ onlyFor: "s1" }, { sub: "2" }, { pinCodeAt: NOW - 20 * 24 * 60 * MINUTE }]) {
			const cookies = cookiesWith(NOW - 31 * MINUTE, trust);
			expect(applyIdleLimit(cookies, NOW)).toBe("ended");
		}
	});

	it("does nothing without a sign-in", () => {
		const cookies = createRequestCookies(SECRET);
		expect(applyIdleLimit(cookies, NOW)).toBe("kept");
		expect(cookies.flash.value).toBeNull();
	});
});
