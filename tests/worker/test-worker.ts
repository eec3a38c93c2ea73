import { createApp } from "../../worker/app";

/**
 * The worker under test: the real Hono app with a page renderer that echoes
 * what React Router would receive (the virtual server build cannot load in the
 * pool; pages are covered end-to-end by Playwright).
 */
export default createApp(async (request) => {
	return new Response(`<!doctype html><title>page</title><p>${new URL(request.url).pathname}</p>`, {
		headers: { "Content-Type": "text/html; charset=utf-8" },
	});
});
