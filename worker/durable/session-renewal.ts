import { DurableObject } from "cloudflare:workers";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import { type AppConfig, configFromEnv } from "#app/lib/config.server";
import type { MemberSession } from "#app/session/cookies.server";
import { refreshSession } from "#app/session/oauth.server";
import { RenewalCoordinator, type RenewalOutcome } from "#app/session/renewal.server";
import { upstreamFetchFor } from "../middleware/upstream";

/** One object per session, the single place its tokens are renewed (decision 009); tokens in memory only. */
export class SessionRenewal extends DurableObject<Record<string, unknown>> {
	readonly #coordinator = new RenewalCoordinator({
		refresh: (session, timeoutMs) => {
			const config = configFromEnv(this.env);
			return refreshSession(config, this.upstreamFetch(config), session, timeoutMs);
		},
		now: () => Date.now(),
	});

	/** `timeoutMs`: what is left of the asking request's deadline. */
	renew(session: MemberSession, timeoutMs: number): Promise<RenewalOutcome> {
		return this.#coordinator.renew(session, timeoutMs);
	}

	/** How the object reaches the IdP; the test worker records it as it records the worker's own calls. */
	protected upstreamFetch(config: AppConfig): UpstreamFetch {
		return upstreamFetchFor(config, this.env);
	}
}
