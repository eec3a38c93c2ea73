import { createContext, type RouterContextProvider } from "react-router";
import type { CallDefinition } from "#app/contract/define";
import { type OrangeCallName, orangeCalls } from "#app/contract/orange";
import { createLimeClient, type LimeClient } from "#app/lib/api/lime.server";
import { createOrangeClient, type OrangeClient } from "#app/lib/api/orange.server";
import { log } from "#app/lib/logging/log-line";
import { upstreamIdempotencyKey } from "#app/lib/security/idempotency-key";
import {
	configContext,
	cookiesContext,
	type MemberCheckOutcome,
	memberCheckContext,
	requestIdContext,
	sharedApiAnswersContext,
	upstreamFetchContext,
	upstreamTimeoutContext,
} from "./context.server";
import { answerAfterCheck, startAfterCheck } from "./member-check";

/* One API object per request (`api(context)`): its signal, this env's upstream, this browser's credentials. */

type Context = Readonly<RouterContextProvider>;

type RequestApi = {
	/** The main API as this browser's member: bearer token plus trusted-browser headers. */
	readonly orange: OrangeClient;
	/** The contact-detail API for the link `urlToken`, with its access token when this browser holds one. */
	lime(urlToken: string): LimeClient;
};

/** What a log line may carry: never URLs (they may hold tokens), bodies or anything of the member. */
const LOGGED = ["call", "status", "kind", "ms", "attempt", "part"] as const;

/** One JSON line per failed call, with the request's id: what operators search by. */
function logFor(context: Context) {
	return (message: string, details: Record<string, unknown>) => {
		const fields = Object.fromEntries(
			LOGGED.filter((name) => details[name] !== undefined).map((name) => [name, details[name]]),
		);
		log("warn", message, { requestId: context.get(requestIdContext), ...fields });
	};
}

/** The member check's own calls: never held back by the check they make. */
const MEMBER_CHECK_CALLS = new Set<string>(["getCurrentUser", "getCurrentUserDetail"] satisfies OrangeCallName[]);

/**
 * The main API while the member check runs: reads start at once and answer once it has passed;
 * writes start only after it (docs/architecture.md "One upstream round").
 */
function behindCheck(client: OrangeClient, check: Promise<MemberCheckOutcome>): OrangeClient {
	return new Proxy(client, {
		get(target, name, receiver) {
			const method = Reflect.get(target, name, receiver);
			if (typeof name !== "string" || typeof method !== "function" || MEMBER_CHECK_CALLS.has(name)) return method;
			const definition: CallDefinition = orangeCalls[name as OrangeCallName];
			const read = definition.method === "GET" && !definition.changesState;
			const call = method as (...args: unknown[]) => Promise<unknown>;
			return read
				? (...args: unknown[]) => answerAfterCheck(check, call(...args))
				: (...args: unknown[]) => startAfterCheck(check, () => call(...args));
		},
	});
}

function createRequestApi(context: Context, signal: AbortSignal): RequestApi {
	const transport = () => ({
		baseUrl: context.get(configContext).API_BASE_URL,
		fetch: context.get(upstreamFetchContext) as typeof fetch,
		timeoutMs: context.get(upstreamTimeoutContext),
		signal,
		log: logFor(context),
		shared: context.get(sharedApiAnswersContext) ?? undefined,
	});
	return {
		// Credentials are read at each use: a request that signs in or trusts this browser uses them at once.
		get orange() {
			const cookies = context.get(cookiesContext);
			const trusted = cookies.trustedBrowser.value;
			const auth = { accessToken: cookies.session.value?.access_token, pinCode: trusted?.pinCode, guid: trusted?.guid };
			// The API's key is this member's alone: a key posted by another browser never reaches another's write.
			const secret = context.get(configContext).SESSION_SECRET[0] ?? "";
			const sender = cookies.session.value?.profile.sub ?? "";
			const upstreamKey = (formKey: string) => upstreamIdempotencyKey(secret, sender, formKey);
			const client = createOrangeClient({ ...transport(), auth, upstreamKey });
			const check = context.get(memberCheckContext);
			return check ? behindCheck(client, check) : client;
		},
		lime(urlToken) {
			const lime = context.get(cookiesContext).lime.value;
			return createLimeClient({ ...transport(), session: lime?.urlToken === urlToken ? lime : undefined });
		},
	};
}

const requestApiContext = createContext<RequestApi | null>(null);

/** Binds this request's API into its context, once, before any layout, loader or action asks for it. */
export function bindRequestApi(context: RouterContextProvider, request: Request): void {
	context.set(requestApiContext, createRequestApi(context, request.signal));
}

/** This request's API (see `bindRequestApi`). */
export function api(context: Context): RequestApi {
	const bound = context.get(requestApiContext);
	if (!bound) throw new Error("bindRequestApi did not run for this request");
	return bound;
}
