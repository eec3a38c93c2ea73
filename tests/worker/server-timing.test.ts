import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { upstreamFetchContext } from "#app/request/context.server";
import { createApp, type PageRenderer } from "../../worker/app";
import { send } from "./support/worker";

/** A page that calls the upstream in `rounds` rounds of two calls each (the in-process mock answers). */
function pageIn(rounds: number): PageRenderer {
	return async (_request, context) => {
		const fetch = context.get(upstreamFetchContext);
		for (let round = 0; round < rounds; round++) {
			await Promise.all([
				fetch("http://localhost:8787/_mock/api/orange/v1/news"),
				fetch("http://localhost:8787/_mock/api/orange/v1/health_supports"),
			]);
		}
		return new Response("<!doctype html><title>page</title>", {
			headers: { "Content-Type": "text/html; charset=utf-8" },
		});
	};
}

const TIMING = /^upstream;dur=\d+\.\d, rounds;desc="(\d+)", calls;desc="(\d+)"$/;

describe("Server-Timing on HTML answers", () => {
	it.each([0, 1, 2])("says a page that waited %i round(s) did so, and how long, nothing else", async (rounds) => {
		const response = await createApp(pageIn(rounds)).fetch(new Request("http://localhost:8787/some/page"), env);
		const timing = response.headers.get("Server-Timing") ?? "";
		expect(timing).toMatch(TIMING);
		expect(TIMING.exec(timing)?.[1]).toBe(String(rounds));
		expect(TIMING.exec(timing)?.[2]).toBe(String(rounds * 2));
	});

	it("is on the worker's own pages and their data, and not on what is not HTML", async () => {
		expect((await send("/news")).headers.get("Server-Timing")).toMatch(TIMING);
		expect((await send("/news.data?_routes=features/content/routes/news")).headers.get("Server-Timing")).toMatch(
			TIMING,
		);
		expect((await send("/healthz")).headers.get("Server-Timing")).toBeNull();
	});
});
