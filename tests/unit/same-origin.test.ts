import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isSameOriginRequest, sameOrigin } from "../../worker/middleware/same-origin";
import type { WorkerEnv } from "../../worker/types";

const ORIGIN = "https://portal.example.jp";
const post = (headers: Record<string, string>) => new Request(`${ORIGIN}/contact`, { method: "POST", headers });

describe("isSameOriginRequest", () => {
	it("trusts an Origin equal to ours, whatever Sec-Fetch-Site says", () => {
		expect(isSameOriginRequest(post({ Origin: ORIGIN }))).toBe(true);
		expect(isSameOriginRequest(post({ Origin: ORIGIN, "Sec-Fetch-Site": "cross-site" }))).toBe(true);
	});

	it("refuses another Origin even when Sec-Fetch-Site claims same-origin", () => {
		expect(isSameOriginRequest(post({ Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" }))).toBe(false);
		expect(isSameOriginRequest(post({ Origin: "http://portal.example.jp" }))).toBe(false);
		expect(isSameOriginRequest(post({ Origin: `${ORIGIN}.evil.example` }))).toBe(false);
	});

	it("falls back to Sec-Fetch-Site for an opaque Origin", () => {
		expect(isSameOriginRequest(post({ Origin: "null", "Sec-Fetch-Site": "same-origin" }))).toBe(true);
		expect(isSameOriginRequest(post({ Origin: "null", "Sec-Fetch-Site": "same-site" }))).toBe(false);
		expect(isSameOriginRequest(post({ Origin: "null" }))).toBe(false);
	});

	it("falls back to Sec-Fetch-Site without an Origin, and refuses a request with neither", () => {
		expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(true);
		expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(false);
		expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "none" }))).toBe(false);
		expect(isSameOriginRequest(post({}))).toBe(false);
	});
});

/** The guard in front of a handler that answers with the Origin it was handed. */
function app() {
	const hono = new Hono<WorkerEnv>();
	hono.use(sameOrigin());
	hono.all("*", (c) => c.text(`passed ${c.req.method} origin=${c.req.header("Origin") ?? "-"}`));
	return hono;
}

const send = (method: string, headers: Record<string, string> = {}) =>
	app().request(`${ORIGIN}/contact`, { method, headers });

describe("sameOrigin middleware", () => {
	it.each(["GET", "HEAD", "OPTIONS"])("lets a %s through from anywhere", async (method) => {
		const response = await send(method, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
		expect(response.status).toBe(200);
	});

	it.each(["POST", "PUT", "PATCH", "DELETE"])(
		"refuses a cross-site %s with 403 and a Japanese message",
		async (method) => {
			const response = await send(method, { Origin: "https://evil.example" });
			expect(response.status).toBe(403);
			expect(await response.text()).toBe("不正なリクエストのため処理できませんでした。");
		},
	);

	it("passes a same-origin post on unchanged", async () => {
		const response = await send("POST", { Origin: ORIGIN });
		expect(await response.text()).toBe(`passed POST origin=${ORIGIN}`);
	});

	it("hands on an opaque-Origin post vouched for by Sec-Fetch-Site with our origin in place of null", async () => {
		const response = await send("POST", { Origin: "null", "Sec-Fetch-Site": "same-origin" });
		expect(response.status).toBe(200);
		expect(await response.text()).toBe(`passed POST origin=${ORIGIN}`);
	});

	it("leaves a post without Origin, vouched for by Sec-Fetch-Site, without one", async () => {
		const response = await send("POST", { "Sec-Fetch-Site": "same-origin" });
		expect(await response.text()).toBe("passed POST origin=-");
	});
});
