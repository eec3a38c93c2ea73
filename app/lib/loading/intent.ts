/*
 * Which links a member's intent prefetches, and when it may: same-origin member pages whose loaders only
 * read, on a connection that can afford a guess.
 */

/**
 * Pages whose loaders read and take nothing of their own (no kept draft): home, news list and articles,
 * health-support articles, the members' FAQ. The enquiry form and the member detail take a kept draft
 * on load, so a prefetch would use it up; sign-out is a form, never a link.
 */
const PREFETCHED_PAGES: ReadonlyArray<readonly [RegExp, string]> = [
	[/^\/$/, "features/content/routes/home"],
	[/^\/news$/, "features/content/routes/news"],
	[/^\/news\/\d+$/, "features/content/routes/news-detail"],
	[/^\/health_support\/\d+$/, "features/content/routes/health-support"],
	[/^\/faq\/user$/, "routes/faq-user"],
];

/** The route (its id in app/routes.ts) of a page to prefetch, or null for any other path. */
export function prefetchedRouteOf(pathname: string): string | null {
	return PREFETCHED_PAGES.find(([path]) => path.test(pathname))?.[1] ?? null;
}

type Connection = { saveData?: boolean; effectiveType?: string };

/** No prefetch when the member asked to save data or the line is 2G: a guess must not cost them. */
export function prefetchAllowed(connection: Connection | undefined): boolean {
	if (!connection) return true;
	if (connection.saveData) return false;
	return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

/** The page a link leads to when it is one to prefetch, else null. */
export function prefetchTarget(
	anchor: Pick<HTMLAnchorElement, "getAttribute" | "hasAttribute" | "target">,
	here: Pick<Location, "href">,
): URL | null {
	if (anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return null;
	const url = new URL(anchor.getAttribute("href") ?? "", here.href);
	const current = new URL(here.href);
	if (url.origin !== current.origin || !prefetchedRouteOf(url.pathname)) return null;
	if (url.pathname === current.pathname && url.search === current.search) return null;
	url.hash = "";
	return url;
}

/**
 * The address React Router's navigation to `page` asks for its data: every loader of the page at once
 * (no `_routes`, as no route here has a `clientLoader`), `/_.data` for a path ending in `/`, without
 * the bare `index` parameter.
 */
export function dataUrlOf(page: URL): URL {
	const url = new URL(page.href);
	url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
	const kept = url.searchParams.getAll("index").filter(Boolean);
	url.searchParams.delete("index");
	for (const value of kept) url.searchParams.append("index", value);
	return url;
}
