// The vars a locally served build needs on top of its config: self-referencing URLs that follow the port
// (so OAuth redirects stay on this origin), the demo's day when DEMO_TODAY is set, then `overrides` (SERVE_VARS),
// which may point any of them elsewhere.
// Shared by `scripts/serve.mjs` (wrangler dev) and `scripts/built-worker.ts` (Miniflare, end-to-end servers).

export function serveVars(
	port: number | string,
	overrides: Record<string, unknown> = {},
	env: Record<string, string | undefined> = process.env,
): Record<string, string> {
	const origin = `http://localhost:${port}`;
	const vars: Record<string, string> = {
		HOST_URL: origin,
		API_BASE_URL: `${origin}/_mock`,
		OAUTH_REDIRECT_URI: `${origin}/callback`,
		// worker/middleware/drain-request-body.ts: `wrangler dev`'s proxy needs every request body read (the
		// Miniflare servers have no proxy and keep the flag, so both serve the same configuration).
		DRAIN_UNREAD_REQUEST_BODIES: "true",
	};
	// The demo's day (docs/testing.md, "Moving the calendar"): the default env's alone, every real env refuses it.
	if (env.DEMO_TODAY && (overrides.APP_ENV ?? "default") === "default") vars.DEMO_TODAY = env.DEMO_TODAY;
	for (const [name, value] of Object.entries(overrides)) {
		if (typeof value !== "string") throw new Error(`SERVE_VARS.${name} must be a string`);
		vars[name] = value;
	}
	return vars;
}
