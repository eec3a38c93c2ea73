import type { CallDefinition } from "#app/contract/define";
import { type LimeCalls, limeCalls } from "#app/contract/lime";
import { type BoundCalls, bindCalls, type Logger, type SharedApiAnswers, type UncheckedInput } from "./call.server";

/** The access token POST /users/authenticate returned, with the URL token it was issued for. */
type LimeSession = { urlToken: string; accessToken: string };

type LimeClientOptions = {
	/** The environment's API base address (`API_BASE_URL`); `/api/lime/v1` is appended. */
	baseUrl: string;
	fetch: typeof fetch;
	session?: LimeSession;
	timeoutMs?: number;
	/** The page request's signal: every call stops when the request is gone. */
	signal?: AbortSignal;
	log?: Logger;
	/** Answers the API marked as the same for every member, kept by the isolate (decision 066). */
	shared?: SharedApiAnswers;
};

export type LimeClient = BoundCalls<LimeCalls>;

/** Every URL token a call's input names, wherever the contract puts it. */
function urlTokensOf(input: UncheckedInput): unknown[] {
	return [input.params, input.query, input.body]
		.filter((part): part is Record<string, unknown> => typeof part === "object" && part !== null)
		.filter((part) => "urlToken" in part)
		.map((part) => part.urlToken);
}

/** The contact-detail API for one link: the access token goes only with calls about the link it was issued for. */
export function createLimeClient(options: LimeClientOptions): LimeClient {
	const session = options.session;
	return bindCalls(limeCalls, {
		baseUrl: options.baseUrl,
		fetch: options.fetch,
		headers: (definition: CallDefinition, input): Record<string, string> => {
			if (!session || definition.auth !== "bearer") return {};
			const bound = urlTokensOf(input).every((token) => token === session.urlToken);
			return bound ? { Authorization: `Bearer ${session.accessToken}` } : {};
		},
		timeoutMs: options.timeoutMs,
		signal: options.signal,
		log: options.log,
		shared: options.shared,
	});
}
