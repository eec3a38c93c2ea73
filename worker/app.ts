import { Hono } from "hono";
import { RouterContextProvider } from "react-router";
import { configContext, nonceContext } from "../app/lib/context.server";
import { config } from "./middleware/config";
import { securityHeaders } from "./middleware/security-headers";
import type { WorkerEnv } from "./types";

/** Renders a page with React Router; injected so tests can run the worker without the server build. */
export type PageRenderer = (request: Request, context: RouterContextProvider) => Promise<Response>;

export function createApp(renderPage: PageRenderer) {
	const app = new Hono<WorkerEnv>();

	app.use(config());
	app.use(securityHeaders());

	app.get("/healthz", (c) => c.json({ status: "ok", env: c.var.config.APP_ENV }));

	// Everything the worker does not own is a page (all methods: actions are POSTs).
	app.all("*", (c) => {
		const context = new RouterContextProvider();
		context.set(configContext, c.var.config);
		context.set(nonceContext, c.var.nonce);
		return renderPage(c.req.raw, context);
	});

	return app;
}
