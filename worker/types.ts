import type { AppConfig } from "#app/lib/config.server";
import type { UpstreamFetch } from "#app/lib/context.server";
import type { RequestCookies } from "#app/session/cookies.server";

/** Hono environment shared by every middleware and route of the worker. */
export type WorkerEnv = {
	Bindings: Record<string, unknown>;
	Variables: {
		config: AppConfig;
		nonce: string;
		upstreamFetch: UpstreamFetch;
		cookies: RequestCookies;
	};
};
