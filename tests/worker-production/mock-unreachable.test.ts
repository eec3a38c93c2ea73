import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createRequestCookies } from "#app/session/cookies.server";

const worker = (exports as { default: { fetch(request: Request): Promise<Response> } }).default;
const send = (path: string, init?: RequestInit) =>
	worker.fetch(new Request(`https://portal.example.jp${path}`, { redirect: "manual", ...init }));

describe("production environment", () => {
	it("runs with the production config", async () => {
		expect(await (await send("/healthz")).json()).toEqual({ status: "ok", env: "production" });
	});

	it.each([
		["GET", "/_mock/oauth/authorize?client_id=portal-production"],
		["POST", "/_mock/oauth/token"],
		["GET", "/_mock/oauth/userinfo"],
		["GET", "/_mock/api/orange/v1/news"],
		["GET", "/_mock/api/lime/v1/contact_detail/new"],
	])("answers %s %s with 404: the mock does not exist here", async (method, path) => {
		const response = await send(path, { method });
		expect(response.status).toBe(404);
		expect(await response.text()).not.toContain("ログイン");
	});

	it("does not open a session sealed with the default env's mock secret", async () => {
		const cookies = createRequestCookies(["mock-only-session-secret-not-for-real-environments"]);
		cookies.session.set({
			access_token: "stolen",
			token_type: "Bearer",
			scope: "public",
			profile: { sub: "1001" },
			expires_at: Math.floor(Date.now() / 1000) + 3600,
		});
		const cookie = (await cookies.session.toSetCookies()).map((line) => line.split(";")[0]).join("; ");
		const response = await send("/news", { headers: { Cookie: cookie } });
		expect(response.status).toBe(200);
		expect(await response.text()).toContain('"signedIn":false');
		expect(response.headers.getSetCookie().some((line) => /^__Host-session=;.*Max-Age=0/.test(line))).toBe(true);
	});
});
