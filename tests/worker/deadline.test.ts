import { describe, expect, it } from "vitest";
import { REQUEST_TIMEOUT_MS } from "#app/lib/api/call.server";
import { DOCUMENT_READ_TIMEOUT_MS } from "#app/request/document-deadline.server";
import { requestBudgetMs } from "../../worker/middleware/upstream";
import { ORIGIN } from "./support/worker";

describe("one deadline per request", () => {
	it.each([
		["a page load", new Request(`${ORIGIN}/news`, { headers: { "Sec-Fetch-Dest": "document" } }), 5_000],
		["the router's data request", new Request(`${ORIGIN}/news.data`), 10_000],
		["a form post", new Request(`${ORIGIN}/contact/user`, { method: "POST" }), 10_000],
		["a proxied call", new Request(`${ORIGIN}/api/orange/v1/news`, { headers: { "Sec-Fetch-Dest": "empty" } }), 10_000],
	])("%s: %i ms for everything it asks upstream", (_name, request, budget) => {
		expect(requestBudgetMs(request)).toBe(budget);
		expect([DOCUMENT_READ_TIMEOUT_MS, REQUEST_TIMEOUT_MS]).toContain(budget);
	});
});
