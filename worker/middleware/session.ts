import { createMiddleware } from "hono/factory";
import { loadRequestCookies, setCookieLines } from "#app/session/cookies.server";
import { needsRefresh, refreshSession } from "#app/session/oauth.server";
import { bindTrustedBrowser } from "#app/session/trusted-browser.server";
import type { WorkerEnv } from "../types";

/**
 * Opens this request's sealed cookies, renews the access token once when it
 * expires within 60 s, and writes every changed cookie back on the response.
 */
export const session = () =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		const { config } = c.var;
		const cookies = await loadRequestCookies(c.req.raw, config.SESSION_SECRET);
		const current = cookies.session.value;
		if (current && needsRefresh(current)) {
			try {
				cookies.session.set(await refreshSession(config, c.var.upstreamFetch, current));
			} catch (error) {
				// One attempt only: a failed renewal signs the member out; the guard starts sign-in.
				console.warn("session renewal failed", error instanceof Error ? error.message : "");
				cookies.session.clear();
			}
		}
		bindTrustedBrowser(cookies);
		c.set("cookies", cookies);

		await next();

		const lines = await setCookieLines(cookies);
		if (lines.length === 0) return;
		c.res = new Response(c.res.body, c.res);
		for (const line of lines) c.res.headers.append("Set-Cookie", line);
	});
