import { describe, expect, it } from "vitest";
import routes from "#app/routes";
import { EXAMPLE_URLS, memberPages } from "../../bench/latency/member-pages.ts";
import { roundsOf } from "../../bench/latency/rounds.ts";
import { CallLog, parseDelay } from "../../worker/mock/call-log";

const call = (start: number, end: number, path = "x") => ({ start, end, path });

describe("rounds on a page's critical path", () => {
	it("counts calls made side by side as one round", () => {
		const summary = roundsOf([call(0, 100), call(2, 103), call(3, 101)]);
		expect(summary.rounds).toBe(1);
		expect(summary.calls).toBe(3);
		expect(summary.upstreamMs).toBe(103);
	});

	it("counts a call that waited for another's answer as a second round", () => {
		const summary = roundsOf([call(0, 100, "current_user"), call(1, 101, "detail"), call(101, 201, "news")]);
		expect(summary.rounds).toBe(2);
		expect(summary.upstreamMs).toBe(201);
		expect(summary.detail.map((round) => round.calls.map((c) => c.path))).toEqual([
			["current_user", "detail"],
			["news"],
		]);
	});

	it("joins a call that starts while a longer one of the round still runs", () => {
		// The third call starts after the first answered but before the second did: no wait between them.
		expect(roundsOf([call(0, 100), call(0, 300), call(150, 250)]).rounds).toBe(1);
	});

	it("reads calls in any order", () => {
		expect(roundsOf([call(200, 300), call(0, 100), call(50, 120)]).rounds).toBe(2);
	});

	it("leaves out calls started after the page's last byte", () => {
		const summary = roundsOf([call(0, 100), call(150, 250)], 140);
		expect(summary.rounds).toBe(1);
		expect(summary.calls).toBe(1);
	});

	it("has no round without a call, and refuses a call that ends before it starts", () => {
		expect(roundsOf([])).toMatchObject({ rounds: 0, calls: 0, upstreamMs: 0 });
		expect(() => roundsOf([call(10, 5)])).toThrow();
	});
});

describe("member pages of app/routes.ts", () => {
	const pages = memberPages(routes as Parameters<typeof memberPages>[0]);

	it("lists every page below a member access layout, with an address to request", () => {
		const urls = pages.map((page) => page.url);
		expect(urls).toContain("/");
		expect(urls).toContain("/users/detail");
		expect(urls).toContain("/app_manual/weight_input");
		expect(urls).toContain("/questionnaires/2/new");
		expect(urls).not.toContain("/faq");
		expect(urls).not.toContain("/two_factor_authentication/sms");
		for (const page of pages) expect(page.url).not.toContain(":");
	});

	it("has an example for each page with parameters, none for a route that is gone, and fails on a missing one", () => {
		for (const page of pages.filter((p) => p.route.includes(":")))
			expect(Object.keys(EXAMPLE_URLS)).toContain(page.route);
		// The two-factor page is not below a member layout, but tests/worker/one-round.test.ts requests it too.
		type Entry = { path?: string; children?: Entry[] };
		const paths = (entries: readonly Entry[], parent = ""): string[] =>
			entries.flatMap((entry) => {
				const path = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
				return [path, ...paths(entry.children ?? [], path)];
			});
		const declared = new Set(paths(routes as Entry[]));
		for (const route of Object.keys(EXAMPLE_URLS)) expect(declared).toContain(route);
		const added = [
			{ file: "layouts/access/member.tsx", children: [{ file: "features/x/routes/y.tsx", path: "things/:id" }] },
		];
		expect(() => memberPages(added)).toThrow(/things\/:id/);
	});
});

describe("the standalone upstream's call log", () => {
	it("keeps calls in order, drops the oldest past its limit, and forgets on clear", () => {
		const log = new CallLog(100, 2);
		for (const start of [1, 2, 3]) log.record({ method: "GET", path: "/p", status: 200, start, end: start + 1 });
		expect(log.calls.map((c) => c.start)).toEqual([2, 3]);
		log.clear();
		expect(log.calls).toEqual([]);
	});

	it("accepts a delay of whole milliseconds up to a minute", () => {
		expect(parseDelay("0")).toBe(0);
		expect(parseDelay("100")).toBe(100);
		expect(parseDelay("60001")).toBeNull();
		expect(parseDelay("1.5")).toBeNull();
		expect(parseDelay(undefined)).toBeNull();
	});
});
