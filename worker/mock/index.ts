import { Hono } from "hono";
import { oauthApp } from "./oauth";

/** Everything the default env answers in place of the real IdP and APIs, under /_mock. */
export const mockApp = new Hono<{ Bindings: Record<string, unknown> }>().basePath("/_mock");
mockApp.route("/oauth", oauthApp);
