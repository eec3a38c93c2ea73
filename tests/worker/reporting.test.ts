import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";

afterEach(() => {
	vi.restoreAllMocks();
});

describe("worker error reports in the default environment", () => {
	it("stay on the console, even with a DSN configured", async () => {
		const sent: unknown[] = [];
		const fetcher: typeof fetch = async (input) => {
			sent.push(input);
			return new Response("{}");
		};
		const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
		const app = createApp(
			() => {
				throw new Error("default env failure");
			},
			{ reporting: { fetcher } },
		);
		const workerEnv = {
			...(env as unknown as Record<string, unknown>),
			SENTRY_DSN: "https://key@sentry.example.test/1",
		};
		for (const path of ["/news", "/activation/tok"]) {
			const ctx = createExecutionContext();
			const response = await app.fetch(new Request(`http://localhost:8787${path}`), workerEnv, ctx);
			await waitOnExecutionContext(ctx);
			expect(response.status).toBe(500);
		}
		expect(sent).toHaveLength(0);
		expect(log).toHaveBeenCalledWith(expect.stringContaining('"message":"default env failure"'));
	});

	it("leave 5xx pages unreported (React Router logs them itself)", async () => {
		const fetcher = vi.fn<typeof fetch>();
		const app = createApp(async () => new Response("down", { status: 502 }), { reporting: { fetcher } });
		const workerEnv = {
			...(env as unknown as Record<string, unknown>),
			SENTRY_DSN: "https://key@sentry.example.test/1",
		};
		const ctx = createExecutionContext();
		const response = await app.fetch(new Request("http://localhost:8787/news"), workerEnv, ctx);
		await waitOnExecutionContext(ctx);
		expect(response.status).toBe(502);
		expect(fetcher).not.toHaveBeenCalled();
	});
});
