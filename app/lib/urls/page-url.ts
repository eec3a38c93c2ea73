/** The page a request is about, also for single-fetch requests (`/path.data?_routes=…`). */
export function pageUrl(request: Request | string | URL): URL {
	const url = new URL(request instanceof Request ? request.url : request);
	// React Router 8 asks for `/` (and any path ending in a slash) as `…/_.data` (its getNormalizedPath).
	if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"_.data".length);
	else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
	url.searchParams.delete("_routes");
	url.searchParams.delete("index");
	return url;
}

/** Path, query and hash of the page a request is about. */
export function pagePath(request: Request | string | URL): string {
	const url = pageUrl(request);
	return `${url.pathname}${url.search}${url.hash}`;
}
