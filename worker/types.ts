import type { AppConfig } from "../app/lib/config.server";

/** Hono environment shared by every middleware and route of the worker. */
export type WorkerEnv = {
	Bindings: Record<string, unknown>;
	Variables: {
		config: AppConfig;
		nonce: string;
	};
};
