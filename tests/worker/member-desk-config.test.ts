import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { DEMO_DESK_PHONE } from "#app/lib/member-desk";
import { createApp } from "../../worker/app";
import { REAL_DESK } from "../fixtures/desk";

/* A real env starts only with the desk's own number and hours, as it starts only without the mock's secret. */

const app = createApp(
	async () => new Response("<!doctype html><title>page</title>", { headers: { "Content-Type": "text/html" } }),
);

function realEnv(appEnv: string, desk: Record<string, string>) {
	const host = `https://${appEnv}.portal.example.jp`;
	return {
		...(env as unknown as Record<string, unknown>),
		APP_ENV: appEnv,
		HOST_URL: host,
		API_BASE_URL: `https://api-${appEnv}.portal.example.jp`,
		OAUTH_REDIRECT_URI: `${host}/callback`,
		SESSION_SECRET: "s".repeat(48),
		OAUTH_CLIENT_SECRET: "x",
		ANALYTICS_TAG_ID: "",
		AUTH_RELAY_ORIGINS: "",
		...desk,
	};
}

async function healthz(appEnv: string, desk: Record<string, string>) {
	return app.fetch(new Request(`https://${appEnv}.portal.example.jp/healthz`), realEnv(appEnv, desk));
}

const REFUSED: ReadonlyArray<readonly [string, Record<string, string>]> = [
	["the default env's demo number", { MEMBER_DESK_PHONE: DEMO_DESK_PHONE }],
	["no number", { MEMBER_DESK_PHONE: "" }],
	["one digit repeated", { MEMBER_DESK_PHONE: "03-1111-1111" }],
	["digits in a row", { MEMBER_DESK_PHONE: "03-1234-5678" }],
	["no hours", { MEMBER_DESK_HOURS: "" }],
	["hours not yet decided", { MEMBER_DESK_HOURS: "受付時間は未定" }],
	["hours without a time", { MEMBER_DESK_HOURS: "平日" }],
];

describe("the members' desk in a real environment", () => {
	for (const appEnv of ["qa", "staging", "rev", "production"]) {
		it.each(REFUSED)(`${appEnv} refuses to start with %s`, async (_, desk) => {
			const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
			const response = await healthz(appEnv, { ...REAL_DESK, ...desk });
			expect(response.status).toBe(500);
			const said = logged.mock.calls.flat().map(String).join("\n");
			expect(said).toMatch(/MEMBER_DESK_(PHONE|HOURS)/);
			logged.mockRestore();
		});

		it(`${appEnv} starts with the desk its deploy supplies`, async () => {
			const response = await healthz(appEnv, REAL_DESK);
			expect(response.status).toBe(200);
			expect(await response.json()).toEqual({ status: "ok", env: appEnv });
		});
	}

	it("the default env keeps its demo number (labelled on screen as a demo)", async () => {
		const response = await app.fetch(new Request("http://localhost:8787/healthz"), env);
		expect(response.status).toBe(200);
		expect((env as unknown as Record<string, string>).MEMBER_DESK_PHONE).toBe(DEMO_DESK_PHONE);
	});
});
