import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp, type PageRenderer } from "../../worker/app";

const DSN = "https://publickey@sentry.example.test/42";
const ORIGIN = "https://portal.example.jp";

type SentEvent = Record<string, unknown> & {
	request?: { url?: string; query_string?: string; headers?: Record<string, string>; cookies?: unknown };
	user?: Record<string, unknown>;
	exception?: { values?: Array<{ type?: string; value?: string }> };
	message?: string;
	environment?: string;
	tags?: Record<string, string>;
};

/** A worker under the production env whose Sentry transport is captured, never sent. */
function harness(renderPage: PageRenderer, bindings: Record<string, unknown> = { SENTRY_DSN: DSN }) {
	const sent: Array<{ url: string; body: string }> = [];
	const fetcher: typeof fetch = async (input, init) => {
		sent.push({ url: String(input instanceof Request ? input.url : input), body: String(init?.body ?? "") });
		return new Response("{}", { status: 200 });
	};
	const app = createApp(renderPage, { reporting: { fetcher } });
	// A fresh env object per harness: the config is cached per env object.
	const workerEnv = { ...(env as unknown as Record<string, unknown>), ...bindings };
	async function request(path: string, init?: RequestInit) {
		const ctx = createExecutionContext();
		const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), workerEnv, ctx);
		await waitOnExecutionContext(ctx);
		return response;
	}
	/** The events of every envelope sent (Sentry's newline-delimited envelope format). */
	function events(): SentEvent[] {
		return sent.flatMap(({ body }) => {
			const lines = body.split("\n").filter(Boolean);
			const found: SentEvent[] = [];
			for (let i = 1; i < lines.length; i += 2) {
				const header = JSON.parse(lines[i] ?? "{}") as { type?: string };
				if (header.type === "event") found.push(JSON.parse(lines[i + 1] ?? "{}") as SentEvent);
			}
			return found;
		});
	}
	return { request, sent, events };
}

const SECRET_HEADERS = {
	Cookie: "__Host-session=sealed-session-value; other=1",
	Authorization: "Bearer leaked-access-token",
	"x-pin-code": "123456",
	"x-guid": "guid-value",
	"User-Agent": "e2e-agent",
	Referer: `${ORIGIN}/activation/referer-token`,
};

// The worker imports the Sentry SDK on its first report; its first load in the test pool takes
// seconds (transforming the package), which is no part of what these tests measure.
beforeAll(async () => {
	await Promise.all([import("@sentry/cloudflare"), import("@sentry/core"), import("@sentry/core/server")]);
}, 120_000);

afterEach(() => {
	vi.restoreAllMocks();
});

describe("worker error reports (@sentry/cloudflare) in production", () => {
	it("reports an uncaught exception without cookies, credentials, tokens or the IP", async () => {
		const { request, sent, events } = harness(() => {
			throw new Error("render failed for /activation/message-token?code=oauth-code");
		});
		const response = await request("/activation/path-token?code=oauth-code&state=oauth-state&page=2", {
			headers: { ...SECRET_HEADERS, "CF-Connecting-IP": "203.0.113.7" },
		});
		expect(response.status).toBe(500);
		expect(await response.text()).toBe("Internal Server Error");
		expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'self'");

		expect(sent).toHaveLength(1);
		expect(sent[0]?.url).toMatch(/^https:\/\/sentry\.example\.test\/api\/42\/envelope\//);
		const [event] = events();
		expect(event?.environment).toBe("production");
		expect(event?.exception?.values?.[0]).toMatchObject({
			type: "Error",
			value: "render failed for /activation/[token]?code=[Filtered]",
		});
		expect(event?.request?.url).toBe(`${ORIGIN}/activation/[token]`);
		expect(event?.request?.query_string).toBe("code=[Filtered]&state=[Filtered]&page=2");
		expect(event?.request?.cookies).toBeUndefined();
		const headers = Object.fromEntries(
			Object.entries(event?.request?.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
		);
		expect(headers["user-agent"]).toBe("e2e-agent");
		expect(headers.referer).toBe(`${ORIGIN}/activation/[token]`);
		for (const name of ["cookie", "authorization", "x-pin-code", "x-guid", "cf-connecting-ip"]) {
			expect(headers[name]).toBeUndefined();
		}
		expect(event?.user?.ip_address).toBeUndefined();
		expect(event?.tags?.route).toBe("/activation/[token]");

		const everything = sent.map(({ body }) => body).join("\n");
		for (const secret of [
			"path-token",
			"message-token",
			"referer-token",
			"oauth-code",
			"oauth-state",
			"sealed-session-value",
			"leaked-access-token",
			"guid-value",
			"203.0.113.7",
		]) {
			expect(everything).not.toContain(secret);
		}
	});

	it("reports a 5xx page once, as a message named by its route", async () => {
		const { request, events } = harness(
			async () => new Response("<h1>500</h1>", { status: 503, headers: { "Content-Type": "text/html" } }),
		);
		const response = await request("/users/password/reset/reset-token", { headers: SECRET_HEADERS });
		expect(response.status).toBe(503);
		const reported = events();
		expect(reported).toHaveLength(1);
		expect(reported[0]?.message).toBe("503 GET /users/password/reset/[token]");
		expect(JSON.stringify(reported)).not.toContain("reset-token");
	});

	it("does not report an exception twice (the 500 it becomes is covered)", async () => {
		const { request, events } = harness(() => {
			throw new TypeError("boom");
		});
		await request("/news");
		expect(events()).toHaveLength(1);
		expect(events()[0]?.exception?.values?.[0]?.type).toBe("TypeError");
	});

	it.each([200, 302, 404, 410])("sends nothing for a %i", async (status) => {
		const { request, sent } = harness(async () => new Response(null, { status }));
		await request("/news");
		expect(sent).toHaveLength(0);
	});

	it("only logs when no DSN is configured", async () => {
		const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
		const { request, sent } = harness(
			() => {
				throw new Error("no dsn");
			},
			{ SENTRY_DSN: "" },
		);
		expect((await request("/news")).status).toBe(500);
		expect(sent).toHaveLength(0);
		expect(log).toHaveBeenCalledWith(expect.stringContaining('"message":"no dsn"'));
	});
});
