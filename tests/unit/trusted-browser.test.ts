import { describe, expect, it } from "vitest";
import { createRequestCookies } from "#app/session/cookies.server";
import { bindTrustedBrowser, forgetPinCode, isTrustedBrowser, keepPinCode } from "#app/session/trusted-browser.server";

const SECRET = ["s".repeat(32)];
const NOW = 1_800_000_000_000;
const DAY = 24 * 60 * 60 * 1000;
const session = {
	access_token: "at",
	token_type: "Bearer",
	scope: "public",
	profile: { sub: "1" },
	expires_at: 1,
	sid: "s1",
};

function signedIn() {
	const cookies = createRequestCookies(SECRET);
	cookies.session.set(session);
	return cookies;
}

describe("keeping a correct PIN's proof", () => {
	it("on a trusted browser: past the sign-in, trusted", () => {
		const cookies = signedIn();
		keepPinCode(cookies, { sub: "1", pinCode: "pin", guid: "g", trusted: true }, NOW);
		expect(cookies.trustedBrowser.value).toStrictEqual({ sub: "1", pinCode: "pin", pinCodeAt: NOW, guid: "g" });
		expect(isTrustedBrowser(cookies, NOW)).toBe(true);
	});

	it("unticked: bound to this sign-in, not trusted, and dropped once the sign-in is another", () => {
		const cookies = signedIn();
		keepPinCode(cookies, { sub: "1", pinCode: "pin", guid: "g", trusted: false }, NOW);
		expect(cookies.trustedBrowser.value).toEqual({
			sub: "1",
			pinCode: "pin",
			pinCodeAt: NOW,
			guid: "g",
			onlyFor: "s1",
		});
		expect(isTrustedBrowser(cookies, NOW)).toBe(false);
		bindTrustedBrowser(cookies);
		expect(cookies.trustedBrowser.value?.pinCode).toBe("pin");

		cookies.session.set({ ...session, sid: "s2" });
		bindTrustedBrowser(cookies);
		expect(cookies.trustedBrowser.value).toEqual({ sub: "1", guid: "g" });
	});

	it("unticked, and the sign-in ended: the pin code goes with it", () => {
		const cookies = signedIn();
		keepPinCode(cookies, { sub: "1", pinCode: "pin", guid: "g", trusted: false }, NOW);
		cookies.session.clear();
		bindTrustedBrowser(cookies);
		expect(cookies.trustedBrowser.value).toEqual({ sub: "1", guid: "g" });
	});
});

describe("a trusted browser", () => {
	it("holds for 14 Japanese calendar days, for its own member only", () => {
		const cookies = signedIn();
		keepPinCode(cookies, { sub: "1", pinCode: "pin", guid: "g", trusted: true }, NOW);
		expect(isTrustedBrowser(cookies, NOW + 14 * DAY)).toBe(true);
		expect(isTrustedBrowser(cookies, NOW + 16 * DAY)).toBe(false);
		cookies.session.set({ ...session, profile: { sub: "2" } });
		expect(isTrustedBrowser(cookies, NOW)).toBe(false);
	});

	it("is not trusted without a sign-in, or without a pin code", () => {
		const cookies = createRequestCookies(SECRET);
		cookies.trustedBrowser.set({ sub: "1", pinCode: "pin", pinCodeAt: NOW, guid: "g" });
		expect(isTrustedBrowser(cookies, NOW)).toBe(false);
		const noPin = signedIn();
		noPin.trustedBrowser.set({ sub: "1", guid: "g" });
		expect(isTrustedBrowser(noPin, NOW)).toBe(false);
	});

	it("gives up its pin code at sign-out, keeps the browser id", () => {
		const cookies = signedIn();
		keepPinCode(cookies, { sub: "1", pinCode: "pin", guid: "g", trusted: true }, NOW);
		forgetPinCode(cookies);
		expect(cookies.trustedBrowser.value).toEqual({ sub: "1", guid: "g" });
	});

	it("trust issued to another member is dropped to that member's bare id", () => {
		const cookies = signedIn();
		cookies.trustedBrowser.set({ sub: "2", pinCode: "pin", pinCodeAt: NOW, guid: "g" });
		bindTrustedBrowser(cookies);
		expect(cookies.trustedBrowser.value).toEqual({ sub: "1" });
	});
});

describe("the edges of trust", () => {
	it("a browser with no trust cookie stays without one", () => {
		const cookies = signedIn();
		bindTrustedBrowser(cookies);
		forgetPinCode(cookies);
		expect(cookies.trustedBrowser.value).toBeNull();
	});

	it("a trusted pin code of this member stays while fresh, and goes once past its days", () => {
		const fresh = signedIn();
		fresh.trustedBrowser.set({ sub: "1", pinCode: "pin", pinCodeAt: Date.now(), guid: "g" });
		bindTrustedBrowser(fresh);
		expect(fresh.trustedBrowser.value?.pinCode).toBe("pin");
		const stale = signedIn();
		stale.trustedBrowser.set({ sub: "1", pinCode: "pin", pinCodeAt: Date.now() - 20 * DAY, guid: "g" });
		bindTrustedBrowser(stale);
		expect(stale.trustedBrowser.value).toEqual({ sub: "1", guid: "g" });
	});

	it("a pin code without its time is not trust", () => {
		const cookies = signedIn();
		cookies.trustedBrowser.set({ sub: "1", pinCode: "pin", guid: "g" });
		expect(isTrustedBrowser(cookies, NOW)).toBe(false);
		bindTrustedBrowser(cookies);
		expect(cookies.trustedBrowser.value).toEqual({ sub: "1", pinCode: "pin", guid: "g" });
	});

	it("unticked without a sign-in id binds the pin code to none", () => {
		const cookies = createRequestCookies(SECRET);
		keepPinCode(cookies, { sub: "1", pinCode: "pin", guid: "g", trusted: false }, NOW);
		expect(cookies.trustedBrowser.value?.onlyFor).toBe("");
		const noSid = createRequestCookies(SECRET);
		const { sid: _, ...withoutSid } = session;
		noSid.session.set(withoutSid);
		keepPinCode(noSid, { sub: "1", pinCode: "pin", guid: "g", trusted: false }, NOW);
		expect(noSid.trustedBrowser.value?.onlyFor).toBe("");
	});
});
