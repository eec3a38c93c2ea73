import { afterEach, describe, expect, it } from "vitest";
import { dataUrlOf, prefetchAllowed, prefetchedRouteOf, prefetchTarget } from "#app/lib/loading/intent";
import {
	forgetPrefetchedData,
	HELD_MS,
	MOST_AT_ONCE,
	prefetchData,
	withPrefetchedData,
} from "#app/lib/loading/prefetched-data";
import routes from "#app/routes";

const HERE = { href: "https://portal.test/news?page=2" };

function link(href: string, attributes: Record<string, string> = {}, target = "") {
	const all: Record<string, string> = { href, ...attributes };
	return {
		target,
		getAttribute: (name: string) => all[name] ?? null,
		hasAttribute: (name: string) => name in all,
	};
}

describe("prefetchTarget (which links a member's intent prefetches)", () => {
	it.each(["/", "/news", "/news?page=3", "/news/12", "/health_support/4", "/faq/user", "/news/12#top"])(
		"prefetches the member page %s",
		(href) => {
			expect(prefetchTarget(link(href), HERE)?.href).toBe(new URL(href.replace(/#.*/, ""), HERE.href).href);
		},
	);

	it.each([
		["sign-out", "/logout"],
		["a form that takes a kept draft", "/contact/user"],
		["the member detail (a kept draft)", "/users/detail"],
		["another layout", "/app_manual/weight_input"],
		["another origin", "https://elsewhere.test/news"],
		["a protocol-relative address", "//elsewhere.test/news"],
		["the page shown", "/news?page=2"],
		["a signed-out page", "/faq"],
		["a news id that is not one", "/news/abc"],
	])("leaves %s alone (%s)", (_, href) => {
		expect(prefetchTarget(link(href), HERE)).toBeNull();
	});

	it("leaves downloads and links into another window alone", () => {
		expect(prefetchTarget(link("/news", { download: "" }), HERE)).toBeNull();
		expect(prefetchTarget(link("/news", {}, "_blank"), HERE)).toBeNull();
	});
});

type RouteEntry = { id?: string; file: string; children?: RouteEntry[] };
const routeIds = (entries: readonly RouteEntry[]): string[] =>
	entries.flatMap((entry) => [entry.id ?? entry.file.replace(/\.tsx?$/, ""), ...routeIds(entry.children ?? [])]);

describe("prefetchedRouteOf (whose modules a prefetch preloads)", () => {
	it.each(["/", "/news", "/news/3", "/health_support/4", "/faq/user"])(
		"names a route of app/routes.ts for %s",
		(path) => {
			expect(routeIds(routes as RouteEntry[])).toContain(prefetchedRouteOf(path));
		},
	);
});

describe("prefetchAllowed", () => {
	it("prefetches unless the member saves data or the line is 2G", () => {
		expect(prefetchAllowed(undefined)).toBe(true);
		expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
		expect(prefetchAllowed({ effectiveType: "3g" })).toBe(true);
		expect(prefetchAllowed({ saveData: true, effectiveType: "4g" })).toBe(false);
		expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
		expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
	});
});

describe("dataUrlOf (the address React Router's navigation asks for)", () => {
	it.each([
		["https://portal.test/news", "https://portal.test/news.data"],
		["https://portal.test/news?page=3", "https://portal.test/news.data?page=3"],
		["https://portal.test/", "https://portal.test/_.data"],
		["https://portal.test/?index&kenpo_user=2", "https://portal.test/_.data?kenpo_user=2"],
	])("%s → %s", (page, data) => {
		expect(dataUrlOf(new URL(page)).href).toBe(data);
	});
});

describe("prefetched data", () => {
	afterEach(forgetPrefetchedData);

	const url = new URL("https://portal.test/news.data");
	function counting(body = "answer") {
		const calls: string[] = [];
		const fetchNext: typeof fetch = async (input, init) => {
			calls.push(`${init?.method ?? "GET"} ${String(input)}`);
			return new Response(body, { headers: { "X-Remix-Response": "yes" } });
		};
		return { calls, fetchNext };
	}

	it("answers the navigation's fetch of the same address once, from the prefetch", async () => {
		const { calls, fetchNext } = counting();
		const fetchPage = withPrefetchedData(fetchNext);
		expect(prefetchData(url, fetchNext)).toBe(true);
		const taken = await fetchPage(new URL(url.href), { signal: new AbortController().signal });
		expect(await taken.text()).toBe("answer");
		expect(taken.headers.get("X-Remix-Response")).toBe("yes");
		expect(calls).toEqual(["GET https://portal.test/news.data"]);
		// Taken once: the next fetch of it goes out.
		await fetchPage(new URL(url.href));
		expect(calls).toHaveLength(2);
	});

	it("does not prefetch an address twice, nor more than two at once", () => {
		const { calls, fetchNext } = counting();
		expect(prefetchData(url, fetchNext)).toBe(true);
		expect(prefetchData(url, fetchNext)).toBe(false);
		for (let i = 1; i < MOST_AT_ONCE; i++) expect(prefetchData(new URL(`/news/${i}.data`, url), fetchNext)).toBe(true);
		expect(prefetchData(new URL("/news/99.data", url), fetchNext)).toBe(false);
		expect(calls).toHaveLength(MOST_AT_ONCE);
	});

	it("fetches afresh when the held answer is older than it may be", async () => {
		const { calls, fetchNext } = counting();
		prefetchData(url, fetchNext, Date.now() - HELD_MS);
		await withPrefetchedData(fetchNext)(new URL(url.href));
		expect(calls).toHaveLength(2);
	});

	it("drops what it holds on a write, and leaves other addresses and methods to the network", async () => {
		const { calls, fetchNext } = counting();
		const fetchPage = withPrefetchedData(fetchNext);
		prefetchData(url, fetchNext);
		await fetchPage(new URL("https://portal.test/news/1.data"));
		await fetchPage(new URL("https://portal.test/contact/user.data"), { method: "POST", body: "x" });
		await fetchPage(new URL(url.href));
		expect(calls).toEqual([
			"GET https://portal.test/news.data",
			"GET https://portal.test/news/1.data",
			"POST https://portal.test/contact/user.data",
			"GET https://portal.test/news.data",
		]);
	});

	it("keeps an answer without a body as it is (a redirect to sign-in)", async () => {
		const fetchNext: typeof fetch = async () =>
			new Response(null, { status: 204, headers: { "X-Remix-Redirect": "/login" } });
		prefetchData(url, fetchNext);
		const taken = await withPrefetchedData(fetchNext)(new URL(url.href));
		expect(taken.status).toBe(204);
		expect(taken.headers.get("X-Remix-Redirect")).toBe("/login");
	});
});
