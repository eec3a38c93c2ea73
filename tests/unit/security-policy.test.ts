import { describe, expect, it } from "vitest";
import { parseConfig } from "#app/lib/config.server";
import { contentSecurityPolicy, createNonce, setSecurityHeaders } from "../../worker/security-policy";
import { REAL_DESK } from "../fixtures/desk";

const qa = parseConfig({
	APP_ENV: "qa",
	HOST_URL: "https://qa.portal.example.jp",
	API_BASE_URL: "https://api.portal.example.jp/",
	OAUTH_CLIENT_ID: "portal",
	OAUTH_CLIENT_SECRET: "s3cret",
	OAUTH_REDIRECT_URI: "https://qa.portal.example.jp/callback",
	SESSION_SECRET: "k".repeat(32),
	ANALYTICS_TAG_ID: "",
	AUTH_RELAY_ORIGINS: "https://*-kenpo-portal-qa.example.workers.dev https://review.example.jp",
	...REAL_DESK,
});

function headersFor(path: string, given: Record<string, string> = {}, scripts = "'nonce-abc'"): Headers {
	const headers = new Headers(given);
	setSecurityHeaders(headers, qa, scripts, path);
	return headers;
}

describe("the security headers of an answer", () => {
	it("are the whole set, with this answer's script sources in the CSP", () => {
		const headers = headersFor("/news", { "Content-Type": "text/html; charset=utf-8" });
		expect(Object.fromEntries(headers)).toEqual({
			"content-type": "text/html; charset=utf-8",
			"content-security-policy": [
				"default-src 'self'",
				"script-src 'nonce-abc' 'strict-dynamic'",
				"style-src 'self' 'unsafe-inline'",
				"img-src 'self' data:",
				"font-src 'self'",
				"connect-src 'self'",
				"object-src 'none'",
				"base-uri 'none'",
				"frame-ancestors 'none'",
				"form-action 'self' https://api.portal.example.jp",
			].join("; "),
			"strict-transport-security": "max-age=63072000; includeSubDomains",
			"x-content-type-options": "nosniff",
			"x-frame-options": "DENY",
			"cross-origin-opener-policy": "same-origin",
			"cross-origin-resource-policy": "same-origin",
			"permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
			"referrer-policy": "strict-origin-when-cross-origin",
			"cache-control": "no-store",
		});
	});

	it("reuse the config's policy for another answer, with that answer's own sources", () => {
		headersFor("/news");
		expect(headersFor("/faq", {}, "'sha256-x'").get("Content-Security-Policy")).toContain(
			"script-src 'sha256-x' 'strict-dynamic'",
		);
	});

	it("let the mock sign-in page post on to the relayed previews, as a whole-label wildcard", () => {
		const csp = headersFor("/_mock/oauth/authorize").get("Content-Security-Policy") ?? "";
		expect(csp).toContain(
			"form-action 'self' https://api.portal.example.jp https://*.example.workers.dev https://review.example.jp",
		);
		expect(headersFor("/login").get("Content-Security-Policy")).toMatch(
			/form-action 'self' https:\/\/api\.portal\.example\.jp$/,
		);
	});

	it("send no referrer from a page whose address carries a token, and never store it", () => {
		for (const path of ["/callback", "/activation/t", "/users/password/reset/t", "/contact_detail_form/t"]) {
			const headers = headersFor(path, { "Cache-Control": "public, max-age=60" });
			expect(headers.get("Referrer-Policy")).toBe("no-referrer");
			expect(headers.get("Cache-Control")).toBe("no-store");
		}
		expect(headersFor("/users/password/reset").get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
	});

	it("keep a non-page answer's own caching, and give one without any no-store", () => {
		expect(headersFor("/logo.svg", { "Cache-Control": "public, max-age=60" }).get("Cache-Control")).toBe(
			"public, max-age=60",
		);
		expect(headersFor("/api/postal_codes/1000005", { "Content-Type": "application/json" }).get("Cache-Control")).toBe(
			"no-store",
		);
		expect(
			headersFor("/faq", { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=60" }).get(
				"Cache-Control",
			),
		).toBe("no-store");
	});
});

describe("third parties", () => {
	it("are allowed only where the env uses them: Rollbar's API, Google's beacons and pixels", () => {
		const production = parseConfig({
			APP_ENV: "production",
			HOST_URL: "https://portal.example.jp",
			API_BASE_URL: "https://api.portal.example.jp/",
			OAUTH_CLIENT_ID: "portal",
			OAUTH_CLIENT_SECRET: "s3cret",
			OAUTH_REDIRECT_URI: "https://portal.example.jp/callback",
			SESSION_SECRET: "k".repeat(32),
			ANALYTICS_TAG_ID: "G-1",
			ROLLBAR_CLIENT_TOKEN: "t",
			CONTENT_IMAGE_ORIGINS: "https://images.example.jp",
			...REAL_DESK,
		});
		const headers = new Headers();
		setSecurityHeaders(headers, production, "'nonce-abc'", "/");
		const csp = headers.get("Content-Security-Policy") ?? "";
		expect(csp).toContain(
			"img-src 'self' data: https://images.example.jp https://*.google-analytics.com https://*.googletagmanager.com;",
		);
		expect(csp).toContain(
			"connect-src 'self' https://api.rollbar.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
		);
	});
});

describe("a policy without third parties", () => {
	it("names only this origin for images and connections", () => {
		const csp = contentSecurityPolicy("'nonce-x'", []);
		expect(csp).toContain("img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'");
		expect(csp.endsWith("form-action 'self'")).toBe(true);
	});
});

describe("nonces", () => {
	it("are 128 random bits, never the same twice across pool refills", () => {
		const seen = new Set(Array.from({ length: 200 }, createNonce));
		expect(seen.size).toBe(200);
		for (const nonce of seen) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
	});
});
