import { describe, expect, it } from "vitest";
import { getNews } from "#app/contract/orange/news";
import { allowedCall, contractCall, matches } from "../../worker/proxy/allowlist";

const name = (call: { method: string; path: string } | null) => (call ? `${call.method} ${call.path}` : null);

describe("contractCall", () => {
	it("names the contract call of a path below the API base, with its own method", () => {
		expect(contractCall("orange", "GET", "/api/orange/v1/news/12")).toBe(getNews);
		expect(name(contractCall("orange", "GET", "/api/orange/v1/news"))).toBe("GET /news");
		expect(name(contractCall("orange", "POST", "/api/orange/v1/recipe_settings"))).toBe("POST /recipe_settings");
		expect(name(contractCall("lime", "GET", "/api/lime/v1/users/abc_DEF-123/check"))).toBe(
			"GET /users/:urlToken/check",
		);
	});

	it("refuses a path of the other API, or the base itself", () => {
		expect(contractCall("lime", "GET", "/api/orange/v1/news")).toBeNull();
		expect(contractCall("orange", "GET", "/api/orange/v1")).toBeNull();
		expect(contractCall("orange", "GET", "/api/orange/v1/")).toBeNull();
		expect(contractCall("orange", "GET", "/api/orange/v1news")).toBeNull();
		expect(contractCall("orange", "GET", "/x/api/orange/v1/news")).toBeNull();
		// Another base of the same length: what follows it names a real call, the base does not.
		expect(contractCall("orange", "GET", "/api/orange/v2/news")).toBeNull();
		expect(contractCall("lime", "GET", "/api/limes/v/users/abc/check")).toBeNull();
	});

	it("refuses a method the call does not have", () => {
		expect(contractCall("orange", "DELETE", "/api/orange/v1/news/12")).toBeNull();
		expect(contractCall("orange", "GET", "/api/orange/v1/recipe_settings/x")).toBeNull();
	});

	it.each([
		"/api/orange/v1/news/../current_user",
		"/api/orange/v1/news/%2e%2e",
		"/api/orange/v1//news",
		"/api/orange/v1/news/",
		"/api/orange/v1/news/1@evil",
		"/api/orange/v1/news\\12",
		"/api/orange/v1/news/1.2",
		"/api/orange/v1/news?x=1",
	])("refuses a path that is not plain segments: %s", (path) => {
		expect(contractCall("orange", "GET", path)).toBeNull();
	});

	it("refuses a path with more or fewer segments than the template", () => {
		expect(contractCall("orange", "GET", "/api/orange/v1/news/12/comments")).toBeNull();
		expect(contractCall("orange", "GET", "/api/orange/v1/health_supports")).not.toBeNull();
		expect(contractCall("orange", "GET", "/api/orange/v1/current_user/detail/x")).toBeNull();
	});

	it("takes a literal segment only as written", () => {
		expect(contractCall("orange", "GET", "/api/orange/v1/newz/12")).toBeNull();
		expect(contractCall("orange", "GET", "/api/orange/v1/News/12")).toBeNull();
	});

	it("takes a parameter of up to 256 id characters, no more", () => {
		expect(contractCall("orange", "GET", `/api/orange/v1/news/${"a".repeat(256)}`)).toBe(getNews);
		expect(contractCall("orange", "GET", `/api/orange/v1/news/${"a".repeat(257)}`)).toBeNull();
	});
});

describe("matches (the template layer on its own)", () => {
	it("fills a parameter with one id segment only", () => {
		expect(matches("/news/:newsId", "/news/12")).toBe(true);
		expect(matches("/news/:newsId", "/news/a_B-9")).toBe(true);
		for (const value of ["", "a.b", "%2e", "a@b", "a b", "a\\b", "ａ"])
			expect(matches("/news/:newsId", `/news/${value}`)).toBe(false);
		expect(matches("/news/:newsId", `/news/${"1".repeat(256)}`)).toBe(true);
		expect(matches("/news/:newsId", `/news/${"1".repeat(257)}`)).toBe(false);
	});

	it("takes literal segments exactly, and as many segments as the template has", () => {
		expect(matches("/news", "/news")).toBe(true);
		expect(matches("/news", "/News")).toBe(false);
		expect(matches("/news", "/news/1")).toBe(false);
		expect(matches("/news/:newsId", "/news")).toBe(false);
		expect(matches("/users/:token/check", "/users/abc/check")).toBe(true);
		expect(matches("/users/:token/check", "/users/abc/checks")).toBe(false);
	});
});

describe("allowedCall", () => {
	it("lets a read through", () => {
		expect(allowedCall("orange", "GET", "/api/orange/v1/news/12")).toBe(getNews);
	});

	it("leaves out a GET that changes state (the e-mail change link)", () => {
		const path = "/api/lime/v1/change_emails/token123/change";
		expect(name(contractCall("lime", "GET", path))).toBe("GET /change_emails/:changeEmailToken/change");
		expect(allowedCall("lime", "GET", path)).toBeNull();
	});

	it("refuses what the contract does not name", () => {
		expect(allowedCall("orange", "GET", "/api/orange/v1/admin")).toBeNull();
	});
});
