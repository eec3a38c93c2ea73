import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

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
