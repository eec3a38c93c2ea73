import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "#app/lib/config.server";
import { contentSecurityPolicy, thirdPartySources } from "../../worker/middleware/security-headers";

const real = {
	APP_ENV: "production",
	HOST_URL: "https://portal.example.jp",
	API_BASE_URL: "https://api.portal.example.jp/",
	OAUTH_CLIENT_ID: "portal",
	OAUTH_CLIENT_SECRET: "s3cret",
	OAUTH_REDIRECT_URI: "https://portal.example.jp/callback",
	SESSION_SECRET: `${"k".repeat(32)}, ${"o".repeat(40)}`,
	ANALYTICS_TAG_ID: "G-1",
};

describe("parseConfig", () => {
	it("parses a real environment, splitting rotated secrets and trimming the API base", () => {
		const config = parseConfig(real);
		expect(config.API_BASE_URL).toBe("https://api.portal.example.jp");
		expect(config.SESSION_SECRET).toEqual(["k".repeat(32), "o".repeat(40)]);
		expect(config.mock).toBe(false);
		expect(config.reporting).toBe(true);
	});

	it("reads image origins as a list, none by default, and lets the CSP allow them", () => {
		expect(parseConfig(real).CONTENT_IMAGE_ORIGINS).toEqual([]);
		const config = parseConfig({ ...real, CONTENT_IMAGE_ORIGINS: "https://images.example.jp, https://cdn.example.jp" });
		expect(config.CONTENT_IMAGE_ORIGINS).toEqual(["https://images.example.jp", "https://cdn.example.jp"]);
		const csp = contentSecurityPolicy("n", [], thirdPartySources(config));
		expect(csp).toContain("img-src 'self' data: https://images.example.jp https://cdn.example.jp ");
	});

	it("marks the default env as mock without reporting", () => {
		const config = parseConfig({
			...real,
			APP_ENV: "default",
			SESSION_SECRET: "mock-only-session-secret-not-for-real-environments",
			ANALYTICS_TAG_ID: "",
		});
		expect(config.mock).toBe(true);
		expect(config.reporting).toBe(false);
	});

	it.each([
		["a missing client secret", { OAUTH_CLIENT_SECRET: undefined }],
		["a short session secret", { SESSION_SECRET: "short" }],
		["the mock secret outside default", { SESSION_SECRET: "mock-only-session-secret-not-for-real-environments" }],
		["an unknown environment", { APP_ENV: "dev" }],
		["a redirect URI on another host", { OAUTH_REDIRECT_URI: "https://evil.example/callback" }],
		["an image origin over http", { CONTENT_IMAGE_ORIGINS: "http://images.example.jp" }],
		["an image origin with a path", { CONTENT_IMAGE_ORIGINS: "https://images.example.jp/news" }],
		["an analytics id in qa", { APP_ENV: "qa" }],
		["a non-URL API base", { API_BASE_URL: "ftp://api" }],
	])("refuses %s, naming the variable but not its value", (_label, override) => {
		const run = () => parseConfig({ ...real, ...override });
		expect(run).toThrow(ConfigError);
		try {
			run();
		} catch (error) {
			expect(String(error)).not.toContain("s3cret");
		}
	});
});

describe("AUTH_RELAY_ORIGINS (preview sign-in relay)", () => {
	const qa = {
		...real,
		APP_ENV: "qa",
		ANALYTICS_TAG_ID: "",
		HOST_URL: "https://qa.portal.example.jp",
		OAUTH_REDIRECT_URI: "https://qa.portal.example.jp/callback",
		AUTH_RELAY_ORIGINS: "https://*-kenpo-portal-qa.example.workers.dev https://review.example.jp",
	};
	const preview = { ...qa, HOST_URL: "https://pr-12-kenpo-portal-qa.example.workers.dev" };

	it("reads exact origins and single leading-label patterns", () => {
		expect(parseConfig(qa).AUTH_RELAY_ORIGINS).toEqual([
			"https://*-kenpo-portal-qa.example.workers.dev",
			"https://review.example.jp",
		]);
		expect(parseConfig({ ...qa, AUTH_RELAY_ORIGINS: "https://*.example.workers.dev" }).AUTH_RELAY_ORIGINS).toHaveLength(
			1,
		);
	});

	it.each([
		"https://*.workers.dev",
		"https://*-x.workers.dev",
		"https://a*.example.workers.dev",
		"https://*-a*.example.workers.dev",
		"http://*.example.workers.dev",
		"*",
		"https://review.example.jp/",
		"https://review.example.jp/callback",
		"http://review.example.jp",
	])("refuses the pattern %s", (pattern) => {
		expect(() => parseConfig({ ...qa, AUTH_RELAY_ORIGINS: pattern })).toThrow(/AUTH_RELAY_ORIGINS/);
	});

	it("lets a preview use the stable host's callback when its own origin is a relay origin", () => {
		const config = parseConfig(preview);
		expect(config.HOST_URL).toBe("https://pr-12-kenpo-portal-qa.example.workers.dev");
		expect(config.OAUTH_REDIRECT_URI).toBe("https://qa.portal.example.jp/callback");
	});

	it("refuses another host's callback for an origin the relay does not serve", () => {
		expect(() => parseConfig({ ...preview, HOST_URL: "https://pr-12.evil.example" })).toThrow(/OAUTH_REDIRECT_URI/);
		expect(() => parseConfig({ ...preview, AUTH_RELAY_ORIGINS: "" })).toThrow(/OAUTH_REDIRECT_URI/);
	});

	it("refuses any relay in production: no relay origins, no foreign callback", () => {
		expect(() => parseConfig({ ...real, AUTH_RELAY_ORIGINS: "https://*-kenpo-portal-qa.example.workers.dev" })).toThrow(
			/production relays no sign-in/,
		);
		expect(() =>
			parseConfig({ ...preview, APP_ENV: "production", ANALYTICS_TAG_ID: "G-1", AUTH_RELAY_ORIGINS: "" }),
		).toThrow(/must be on HOST_URL/);
	});
});
