import { GUID_HEADER, PIN_CODE_HEADER } from "#app/contract/error-codes";
import { type OrangeCalls, orangeCalls } from "#app/contract/orange";
import { type BoundCalls, bindCalls, type Logger, type SharedApiAnswers } from "./call.server";

export type OrangeAuth = {
	/** The member's bearer token; absent for signed-out visitors. */
	accessToken?: string;
	/** Trusted-browser pair from POST /two_factors (docs/status-rules.md), when this browser has one. */
	pinCode?: string;
	guid?: string;
};

type OrangeClientOptions = {
	/** The environment's API base address (`API_BASE_URL`); `/api/orange/v1` is appended. */
	baseUrl: string;
	/** The real fetch, or the in-process mock's in the default environment. */
	fetch: typeof fetch;
	auth?: OrangeAuth;
	timeoutMs?: number;
	/** The page request's signal: every call stops when the request is gone. */
	signal?: AbortSignal;
	log?: Logger;
	/** Derives the `Idempotency-Key` the API sees from a form's key (app/lib/security/idempotency-key.ts). */
	upstreamKey?: (formKey: string) => Promise<string>;
	/** Answers the API marked as the same for every member, kept by the isolate (decision 066). */
	shared?: SharedApiAnswers;
};

export type OrangeClient = BoundCalls<OrangeCalls>;

/** The main API for one member (or a visitor): one method per call of the contract. */
export function createOrangeClient(options: OrangeClientOptions): OrangeClient {
	const { accessToken, pinCode, guid } = options.auth ?? {};
	const credentials: Record<string, string> = {};
	if (accessToken) credentials.Authorization = `Bearer ${accessToken}`;
	if (pinCode) credentials[PIN_CODE_HEADER] = pinCode;
	if (guid) credentials[GUID_HEADER] = guid;
	return bindCalls(orangeCalls, {
		baseUrl: options.baseUrl,
		fetch: options.fetch,
		headers: () => credentials,
		timeoutMs: options.timeoutMs,
		signal: options.signal,
		log: options.log,
		upstreamKey: options.upstreamKey,
		shared: options.shared,
	});
}
