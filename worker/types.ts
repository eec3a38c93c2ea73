import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import type { AppConfig } from "#app/lib/config.server";
import type { BodyProblem } from "#app/lib/request-body";
import type { RequestCookies } from "#app/session/cookies.server";

/**
 * Hono environment shared by every middleware and route of the worker. `Env`
 * is generated from wrangler.toml (`wrangler types`, run by `npm run typecheck`
 * into worker/worker-configuration.d.ts): a binding added there is typed here.
 * The record part is what is read by name: the config parser's vars, and vars
 * given for one run only (DRAIN_UNREAD_REQUEST_BODIES from scripts/serve.mjs).
 * Variables are read with `c.get(name)`: each read of `c.var` builds an object of all of them.
 */
export type WorkerEnv = {
	Bindings: Env & Record<string, unknown>;
	Variables: {
		config: AppConfig;
		nonce: string;
		/** Set on an edge-cache hit: the answer carries its security headers already (worker/page-cache/index.ts). */
		securedByPageCache?: boolean;
		upstreamFetch: UpstreamFetch;
		cookies: RequestCookies;
		/** Set by the body reader when a page's posted body was refused (worker/middleware/request-body.ts). */
		bodyProblem?: BodyProblem;
	};
};
