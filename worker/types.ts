import type { UpstreamFetch } from "../app/auth/oauth.server";
import type { AppConfig } from "../app/lib/config.server";
import type { BodyProblem } from "../app/lib/request-body";
import type { RequestCookies } from "../app/session/cookies.server";

/** Hono environment shared by every middleware and route of the worker. */
export type WorkerEnv = {
	Bindings: Record<string, unknown>;
	Variables: {
		config: AppConfig;
		nonce: string;
		upstreamFetch: UpstreamFetch;
		cookies: RequestCookies;
		/** Set by the body reader when a page's posted body was refused (worker/middleware/request-body.ts). */
		bodyProblem?: BodyProblem;
	};
};
