import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../app/lib/config.server";
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

	it("keeps a sign-in 14 days unless the environment says otherwise", () => {
		expect(parseConfig(real).SESSION_MAX_AGE_DAYS).toBe(14);
		expect(parseConfig({ ...real, SESSION_MAX_AGE_DAYS: "30" }).SESSION_MAX_AGE_DAYS).toBe(30);
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
		["a sign-in longer than the absolute limit", { SESSION_MAX_AGE_DAYS: "31" }],
		["a sign-in of no days", { SESSION_MAX_AGE_DAYS: "0" }],
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
