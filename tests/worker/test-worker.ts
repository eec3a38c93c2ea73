import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import type { AppConfig } from "#app/lib/config.server";
import { cookiesContext, sessionUnavailableContext, staticAssetsContext } from "#app/request/context.server";
import { createApp } from "../../worker/app";
import { SessionRenewal as WorkerSessionRenewal } from "../../worker/durable/session-renewal";
import { requestBudgetMs } from "../../worker/middleware/upstream";

export { LimeIdentityPace } from "../../worker/durable/lime-identity-pace";
export { OAuthStateLedger } from "../../worker/durable/oauth-state-ledger";
export { SignInRegistry } from "../../worker/durable/sign-in-registry";

/** The real Hono app with a renderer that reports what React Router would receive. */
/** Every request the worker sent upstream (API and IdP), newest last; tests read and clear it. */
export const upstreamRequests: Request[] = [];

/**
 * What the IdP's token endpoint does to the next requests, in turn: a status, a connection refused
 * before anything was sent, an answer cut after the IdP acted, or no answer until the caller gives up.
 */
export type IdpFault = "500" | "503" | "refused" | "cut" | "slow";
export const idpFaults: IdpFault[] = [];

/** A request's upstream budget while set: a deadline test waits this long, not the real 5 s or 10 s. */
export const upstreamBudget: { ms?: number } = {};

function hangUntilAborted(signal: AbortSignal): Promise<Response> {
	return new Promise((_, reject) => {
		if (signal.aborted) reject(signal.reason);
		signal.addEventListener("abort", () => reject(signal.reason), { once: true });
	});
}

async function atIdp(fault: IdpFault, request: Request, fetcher: UpstreamFetch): Promise<Response> {
	switch (fault) {
		case "500":
		case "503":
			return Response.json({ error: "temporarily_unavailable" }, { status: Number(fault) });
		case "refused":
			throw new Error("Network connection lost.");
		case "cut":
			await (await fetcher(request)).arrayBuffer();
			throw new Error("Network connection lost.");
		case "slow":
			return hangUntilAborted(request.signal);
	}
}

const recording =
	(fetcher: UpstreamFetch): UpstreamFetch =>
	(input, init) => {
		const request: Request = new Request(input, init);
		upstreamRequests.push(request.clone() as Request);
		const fault = request.url.endsWith("/oauth/token") ? idpFaults.shift() : undefined;
		return fault ? atIdp(fault, request, fetcher) : fetcher(request);
	};

export default createApp(
	async (request, context) => {
		const cookies = context.get(cookiesContext);
		const session = cookies.session.value;
		const body = JSON.stringify({
			path: new URL(request.url).pathname,
			origin: request.headers.get("Origin"),
			signedIn: session !== null,
			sub: session?.profile.sub ?? null,
			expiresAt: session?.expires_at ?? null,
			staticAssets: context.get(staticAssetsContext) !== null,
			sessionUnavailable: context.get(sessionUnavailableContext),
		});
		return new Response(`<!doctype html><title>page</title><pre id="context">${body}</pre>`, {
			headers: { "Content-Type": "text/html; charset=utf-8" },
		});
	},
	{
		wrapUpstream: recording,
		upstreamBudgetMs: (request) => upstreamBudget.ms ?? requestBudgetMs(request),
	},
);

/** The session-renewal object of the real worker, its IdP calls recorded with the worker's. */
export class SessionRenewal extends WorkerSessionRenewal {
	protected override upstreamFetch(config: AppConfig): UpstreamFetch {
		return recording(super.upstreamFetch(config));
	}
}
