import { describe, expect, it } from "vitest";
import { createRequestCookies, loadRequestCookies } from "#app/session/cookies.server";
import { IDLE_SIGN_OUT_MESSAGE } from "#app/session/idle.server";
import {
	cookieHeader,
	MOCK_SECRET,
	ORIGIN,
	pageContext,
	send,
	sessionCookieHeader,
	sessionFor,
	setCookiesOf,
} from "./support/worker";

const MINUTE = 60_000;

/** The member's session last used `minutesAgo`, and, when `trusted`, this browser trusted at two-factor. */
async function cookiesOf(minutesAgo: number, { trusted = false } = {}): Promise<string> {
	const session = { ...(await sessionFor("sms", 3600)), last_seen_at: Date.now() - minutesAgo * MINUTE };
	const header = await sessionCookieHeader(session);
	if (!trusted) return header;
	const cookies = createRequestCookies([MOCK_SECRET]);
	cookies.trustedBrowser.set({
		sub: "1001",
		pinCode: "trusted-pin",
		pinCodeAt: Date.now() - 2 * 86_400_000,
		guid: "g",
	});
	return `${header}; ${cookieHeader(await cookies.trustedBrowser.toSetCookies())}`;
}

const deletesSession = (line: string) => /^__Host-session=;.*Max-Age=0/.test(line);

describe("idle limit on a browser the member did not trust", () => {
	it("ends a sign-in unused for more than 30 minutes, and tells the sign-in page why", async () => {
		const response = await send("/news", { headers: { Cookie: await cookiesOf(31) } });
		expect(await pageContext(response)).toMatchObject({ signedIn: false });
		const written = setCookiesOf(response);
		expect(written.some(deletesSession)).toBe(true);
		// The words /login shows (it lists the queued notices before going on to the provider).
		const cookies = await loadRequestCookies(new Request(ORIGIN, { headers: { Cookie: cookieHeader(written) } }), [
			MOCK_SECRET,
		]);
		expect(cookies.flash.value?.toasts).toEqual([{ type: "warn", text: IDLE_SIGN_OUT_MESSAGE }]);
		expect(IDLE_SIGN_OUT_MESSAGE).toContain("30分以上操作がなかったため");
	});

	it("keeps a sign-in used within the limit, and notes the use", async () => {
		const response = await send("/news", { headers: { Cookie: await cookiesOf(29) } });
		expect(await pageContext(response)).toMatchObject({ signedIn: true });
		const written = setCookiesOf(response);
		expect(written.some((line) => line.startsWith("__Host-session=v1."))).toBe(true);
		// The noted use counts from now: the same cookie is good for another half hour.
		const next = await send("/news", { headers: { Cookie: cookieHeader(written) } });
		expect(await pageContext(next)).toMatchObject({ signedIn: true });
		expect(setCookiesOf(next)).toEqual([]);
	});

	it("writes nothing back for a use within the minute", async () => {
		const response = await send("/news", { headers: { Cookie: await cookiesOf(0.5) } });
		expect(await pageContext(response)).toMatchObject({ signedIn: true });
		expect(setCookiesOf(response)).toEqual([]);
	});
});

describe("a trusted browser", () => {
	it("keeps its sign-in however long it was left", async () => {
		const response = await send("/news", { headers: { Cookie: await cookiesOf(180, { trusted: true }) } });
		expect(await pageContext(response)).toMatchObject({ signedIn: true });
		expect(setCookiesOf(response).some(deletesSession)).toBe(false);
	});
});
