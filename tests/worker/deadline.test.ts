import { describe, expect, it } from "vitest";
import { REQUEST_TIMEOUT_MS } from "#app/lib/api/call.server";
import { UNKNOWN_OUTCOME_MESSAGE } from "#app/lib/forms/write-outcome";
import { DOCUMENT_READ_TIMEOUT_MS } from "#app/request/document-deadline.server";
import { requestBudgetMs } from "../../worker/middleware/upstream";
import { type RoutedAnswer, routed, routedFaults } from "./support/route-app";
import { visitorCookie } from "./support/visits";
import { ORIGIN } from "./support/worker";

describe("one deadline per request", () => {
	it.each([
		["a page load", new Request(`${ORIGIN}/news`, { headers: { "Sec-Fetch-Dest": "document" } }), 5_000],
		["the router's data request", new Request(`${ORIGIN}/news.data`), 10_000],
		["a form post", new Request(`${ORIGIN}/contact/user`, { method: "POST" }), 10_000],
		["a proxied call", new Request(`${ORIGIN}/api/orange/v1/news`, { headers: { "Sec-Fetch-Dest": "empty" } }), 10_000],
	])("%s: one budget for everything it asks upstream", (_name, request, budget) => {
		expect(requestBudgetMs(request)).toBe(budget);
		expect([DOCUMENT_READ_TIMEOUT_MS, REQUEST_TIMEOUT_MS]).toContain(budget);
	});
});

describe("a form post against an API that does not answer", () => {
	it("answers within its one deadline with the form, its input and an honest message", async () => {
		const cookie = await visitorCookie({ as: { member: 1001 } });
		routedFaults.push({
			path: /\/api\/orange\/v1\//,
			// As a real fetch: no answer until the signal aborts, and at once when it already has.
			answer: (request) =>
				new Promise((_, reject) => {
					if (request.signal.aborted) reject(request.signal.reason);
					request.signal.addEventListener("abort", () => reject(request.signal.reason));
				}),
		});
		try {
			const started = Date.now();
			const response = await routed(
				new Request(`${ORIGIN}/users/recipe_settings`, {
					method: "POST",
					headers: {
						Cookie: cookie,
						Origin: ORIGIN,
						"Content-Type": "application/x-www-form-urlencoded",
					},
					body: new URLSearchParams({ type: "diet", submissionKey: crypto.randomUUID() }),
				}),
			);
			// The deadline is 10 s; the limit here is generous for a busy machine, the point is "not 20 s".
			expect(Date.now() - started).toBeLessThan(14_000);
			const { outcome } = (await response.json()) as RoutedAnswer;
			expect(outcome).toMatchObject({ kind: "data", status: 500 });
			expect(JSON.stringify(outcome)).toContain(UNKNOWN_OUTCOME_MESSAGE);
			expect(JSON.stringify(outcome)).toContain("diet");
		} finally {
			routedFaults.length = 0;
		}
	});
});
