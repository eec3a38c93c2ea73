import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { upstreamTimeoutContext } from "#app/request/context.server";
import { DOCUMENT_READ_TIMEOUT_MS, documentReadDeadline, isDocumentRead } from "#app/request/document-deadline.server";

const request = (path: string, init: RequestInit = {}) => new Request(`https://portal.example.jp${path}`, init);

describe("a full page load waits less for the APIs", () => {
	it("tells a full page load from the router's data requests and posts", () => {
		expect(isDocumentRead(request("/news/1", { headers: { "Sec-Fetch-Dest": "document" } }))).toBe(true);
		expect(isDocumentRead(request("/news/1"))).toBe(true);
		expect(isDocumentRead(request("/news/1.data", { headers: { "Sec-Fetch-Dest": "empty" } }))).toBe(false);
		expect(isDocumentRead(request("/news/1", { headers: { "Sec-Fetch-Dest": "empty" } }))).toBe(false);
		expect(isDocumentRead(request("/contact", { method: "POST" }))).toBe(false);
	});

	it("shortens the upstream timeout of a full page load, never lengthens a shorter one", async () => {
		const run = async (path: string, start: number) => {
			const context = new RouterContextProvider();
			context.set(upstreamTimeoutContext, start);
			await documentReadDeadline(
				{ request: request(path), context, params: {}, unstable_pattern: "" } as never,
				async () => new Response(null),
			);
			return context.get(upstreamTimeoutContext);
		};
		expect(await run("/news/1", 10_000)).toBe(DOCUMENT_READ_TIMEOUT_MS);
		expect(await run("/news/1", 50)).toBe(50);
		expect(await run("/news/1.data", 10_000)).toBe(10_000);
	});
});
