import { describe, expect, it, vi } from "vitest";
import { REQUEST_TIMEOUT_MS } from "#app/lib/api/call.server";
import { UNKNOWN_OUTCOME_MESSAGE } from "#app/lib/forms/write-outcome";
import { DOCUMENT_READ_TIMEOUT_MS } from "#app/request/document-deadline.server";
import { requestBudgetMs } from "../../worker/middleware/upstream";
import { type RoutedAnswer, routed, routedBudget, routedFaults, routedUpstream } from "./support/route-app";
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
		// The budget the worker would give this post is 10 s (above); a short one proves the same rule.
		routedBudget.ms = 500;
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
			// Held until the one deadline, and answered well before a second one could have passed.
			const took = Date.now() - started;
			expect(took).toBeGreaterThanOrEqual(480);
			expect(took).toBeLessThan(1_000);
			const { outcome } = (await response.json()) as RoutedAnswer;
			expect(outcome).toMatchObject({ kind: "data", status: 500 });
			expect(JSON.stringify(outcome)).toContain(UNKNOWN_OUTCOME_MESSAGE);
			expect(JSON.stringify(outcome)).toContain("diet");
		} finally {
			routedFaults.length = 0;
			delete routedBudget.ms;
		}
	});
});

describe("a page load whose deadline passes while the API is silent", () => {
	it("logs one failed try per call and sends no second try after the deadline", async () => {
		const cookie = await visitorCookie({ as: { member: 1001 } });
		const lines: string[] = [];
		const warn = vi.spyOn(console, "warn").mockImplementation((line: string) => lines.push(line));
		routedFaults.push({
			path: /\/api\/orange\/v1\//,
			answer: (request) =>
				new Promise((_, reject) => {
					if (request.signal.aborted) reject(request.signal.reason);
					request.signal.addEventListener("abort", () => reject(request.signal.reason));
				}),
		});
		routedBudget.ms = 300;
		routedUpstream.length = 0;
		try {
			await routed(new Request(`${ORIGIN}/news`, { headers: { Cookie: cookie, "Sec-Fetch-Dest": "document" } }));
			const tries = lines
				.map((line) => JSON.parse(line) as { event: string; call?: string; attempt?: number; kind?: string })
				.filter((line) => line.event === "[api] call failed");
			expect(tries.length).toBeGreaterThan(0);
			expect(tries.map((line) => [line.kind, line.attempt])).toEqual(tries.map(() => ["timeout", 1]));
			const calls = routedUpstream.filter((request) => new URL(request.url).pathname.startsWith("/api/orange/v1/"));
			expect(new Set(calls.map((request) => request.url)).size).toBe(calls.length);
		} finally {
			warn.mockRestore();
			routedFaults.length = 0;
			delete routedBudget.ms;
		}
	});
});
