import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { REAL_DESK } from "../fixtures/desk";

const worker = (exports as { default: { fetch(request: Request): Promise<Response> } }).default;
const get = (path: string) => worker.fetch(new Request(`http://localhost:8787${path}`));

function nonceOf(response: Response): string {
	const match = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(
		response.headers.get("Content-Security-Policy") ?? "",
	);
	expect(match).not.toBeNull();
	return match?.[1] ?? "";
}

describe("security headers", () => {
	it("sets every header on a page response", async () => {
		const response = await get("/news");
		const headers = Object.fromEntries(response.headers);
		expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
		expect(headers["x-content-type-options"]).toBe("nosniff");
		expect(headers["x-frame-options"]).toBe("DENY");
		expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
		expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
		expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
		expect(headers["permissions-policy"]).toContain("camera=()");
		expect(headers["cache-control"]).toBe("no-store");
		const csp = headers["content-security-policy"] ?? "";
		for (const directive of [
			"default-src 'self'",
			"object-src 'none'",
			"base-uri 'none'",
			"frame-ancestors 'none'",
			"form-action 'self' http://localhost:8787",
		]) {
			expect(csp).toContain(directive);
		}
		expect(csp).not.toContain("unsafe-eval");
		expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
	});

	it("gives two requests two different nonces of 128 bits", async () => {
		const first = nonceOf(await get("/"));
		const second = nonceOf(await get("/"));
		expect(first).not.toBe(second);
		expect(atob(first)).toHaveLength(16);
	});

	it.each([
		"/callback?code=abc&state=xyz",
		"/activation/tok123",
		"/users/password/reset/tok123",
		"/contact_detail_form/tok123/input",
	])("sends no referrer and stores nothing on token URL %s", async (path) => {
		const response = await get(path);
		expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
		expect(response.headers.get("Cache-Control")).toBe("no-store");
	});

	it("keeps the referrer policy for the reset request page, which carries no token", async () => {
		const response = await get("/users/password/reset");
		expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
	});

	it("answers /healthz with the environment name", async () => {
		const response = await get("/healthz");
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ status: "ok", env: "default" });
		expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
	});
});

describe("third-party hosts in the CSP", () => {
	const renderPage = async () =>
		new Response("<!doctype html><title>page</title>", { headers: { "Content-Type": "text/html" } });
	const app = createApp(renderPage);
	const REAL = {
		APP_ENV: "staging",
		HOST_URL: "https://staging.portal.example.jp",
		API_BASE_URL: "https://api-staging.portal.example.jp",
		OAUTH_REDIRECT_URI: "https://staging.portal.example.jp/callback",
		SESSION_SECRET: "s".repeat(48),
		OAUTH_CLIENT_SECRET: "x",
		...REAL_DESK,
	};

	async function cspFor(vars: Record<string, string>): Promise<Record<string, string>> {
		const response = await app.fetch(new Request(`${vars.HOST_URL ?? "http://localhost:8787"}/faq`), {
			...(env as unknown as Record<string, unknown>),
			...vars,
		});
		expect(response.status).toBe(200);
		const csp = response.headers.get("Content-Security-Policy") ?? "";
		return Object.fromEntries(
			csp.split("; ").map((directive) => {
				const [name = "", ...values] = directive.split(" ");
				return [name, values.join(" ")];
			}),
		);
	}

	it("names none in the default env (no tag id, no reporting)", async () => {
		const csp = await cspFor({});
		expect(csp["connect-src"]).toBe("'self'");
		expect(csp["img-src"]).toBe("'self' data:");
	});

	it("allows Rollbar's API and Google Analytics where both are configured", async () => {
		const csp = await cspFor({ ...REAL, ROLLBAR_CLIENT_TOKEN: "post-client-token", ANALYTICS_TAG_ID: "G-STAGING1" });
		expect(csp["connect-src"]).toBe(
			"'self' https://api.rollbar.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
		);
		expect(csp["img-src"]).toBe("'self' data: https://*.google-analytics.com https://*.googletagmanager.com");
		// The tag's scripts come in through the nonce and 'strict-dynamic', never by host.
		expect(csp["script-src"]).toMatch(/^'nonce-[^']+' 'strict-dynamic'$/);
	});

	it("allows only Rollbar when there is no tag id (qa)", async () => {
		const csp = await cspFor({
			...REAL,
			APP_ENV: "qa",
			ROLLBAR_CLIENT_TOKEN: "post-client-token",
			ANALYTICS_TAG_ID: "",
		});
		expect(csp["connect-src"]).toBe("'self' https://api.rollbar.com");
		expect(csp["img-src"]).toBe("'self' data:");
	});

	it("allows only Google where no Rollbar token is set", async () => {
		const csp = await cspFor({ ...REAL, ROLLBAR_CLIENT_TOKEN: "", ANALYTICS_TAG_ID: "G-STAGING1" });
		expect(csp["connect-src"]).not.toContain("rollbar");
		expect(csp["connect-src"]).toContain("https://*.google-analytics.com");
	});

	it("does not allow Rollbar in local, where reports stay on the console", async () => {
		const csp = await cspFor({
			...REAL,
			APP_ENV: "local",
			HOST_URL: "http://localhost:8787",
			OAUTH_REDIRECT_URI: "http://localhost:8787/callback",
			ROLLBAR_CLIENT_TOKEN: "post-client-token",
			ANALYTICS_TAG_ID: "",
		});
		expect(csp["connect-src"]).toBe("'self'");
	});
});
