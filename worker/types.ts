import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import type { AppConfig } from "#app/lib/config.server";
import type { Calendar } from "#app/lib/japanese/japan-time";
import type { BodyProblem } from "#app/lib/request-body/problems";
import type { RequestCookies } from "#app/session/cookies.server";
import type { SignInTouch } from "#app/session/sign-ins.server";

/** Every middleware's Hono env: `Env` from `wrangler types`, plus vars read by name with `c.get(name)`. */
export type WorkerEnv = {
	Bindings: Env & Record<string, unknown>;
	Variables: {
		config: AppConfig;
		/** What day and time this request's pages show and judge (worker/middleware/config.ts). */
		calendar: Calendar;
		nonce: string;
		upstreamFetch: UpstreamFetch;
		/** Named in the request's log lines and on its error screen (worker/middleware/request-id.ts). */
		requestId: string;
		/** The page cache may store this render for every visitor: nothing of this one request goes into it. */
		renderedForCache?: boolean;
		/** This request's one deadline for every upstream call and renewal (worker/middleware/upstream.ts). */
		deadline: { at: number; signal: AbortSignal };
		/** The access token expired and the provider could not renew it just now; the sign-in stands. */
		sessionUnavailable?: boolean;
		cookies: RequestCookies;
		/** This minute's touch of the sign-in registry, when one is due (worker/middleware/session.ts). */
		signInTouch?: SignInTouch;
		/** Set by the body reader when a page's posted body was refused (worker/middleware/request-body.ts). */
		bodyProblem?: BodyProblem;
	};
};
