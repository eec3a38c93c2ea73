import { describe, expect, it } from "vitest";
import { pagePath } from "#app/lib/urls/page-url";

describe("pagePath", () => {
	it.each([
		["http://x/news?page=2", "/news?page=2"],
		["http://x/news.data?page=2&_routes=routes%2Fnews", "/news?page=2"],
		["http://x/_.data?_routes=root%2Croutes%2Fhome", "/"],
		["http://x/_.data?returnTo=%2Fnews", "/?returnTo=%2Fnews"],
		["http://x/users/password/update.data?index", "/users/password/update"],
		["http://x/two_factor_authentication/sms.data?returnTo=%2Fnews", "/two_factor_authentication/sms?returnTo=%2Fnews"],
	])("%s is the page %s", (url, expected) => {
		expect(pagePath(url)).toBe(expected);
	});
});
