import { API_BASE_PATHS, type ApiName, type CallDefinition } from "#app/contract/define";
import { limeCalls } from "#app/contract/lime";
import { orangeCalls } from "#app/contract/orange";

/** A path segment standing for a `:param`: ids and tokens only, nothing that could change the path. */
const PARAM_SEGMENT = /^[A-Za-z0-9_-]{1,256}$/;
/** What a proxied path may contain at all, before it is matched (no %, .., @, \, //). */
const SAFE_PATH = /^(?:\/[A-Za-z0-9_-]+)+$/;

const CALLS: Readonly<Record<ApiName, readonly CallDefinition[]>> = {
	orange: Object.values(orangeCalls),
	lime: Object.values(limeCalls),
};

/** Whether `path` fills `template` segment by segment; tested alone, since SAFE_PATH hides most refusals. */
export function matches(template: string, path: string): boolean {
	const expected = template.split("/");
	const actual = path.split("/");
	if (expected.length !== actual.length) return false;
	return expected.every((segment, index) => {
		// Stryker disable next-line StringLiteral: equivalent, the lengths are equal, so `actual[index]` is never undefined (the fallback is for the type).
		const value = actual[index] ?? "";
		return segment.startsWith(":") ? PARAM_SEGMENT.test(value) : segment === value;
	});
}

/** The contract call a request to `rawPath` (below the API base address) names, or null. */
export function contractCall(api: ApiName, method: string, rawPath: string): CallDefinition | null {
	const base = API_BASE_PATHS[api];
	if (!rawPath.startsWith(`${base}/`)) return null;
	const path = rawPath.slice(base.length);
	// Stryker disable next-line ConditionalExpression: equivalent while every contract path is made of [A-Za-z0-9_-] segments and `:param`s: `matches` then refuses all SAFE_PATH does (each is tested on its own in tests/unit/proxy-allowlist.test.ts).
	if (!SAFE_PATH.test(path)) return null;
	return CALLS[api].find((call) => call.method === method && matches(call.path, path)) ?? null;
}

/** The contract call a browser request names, or null: reads only (decision 035); authenticate stays ours. */
export function allowedCall(api: ApiName, method: string, rawPath: string): CallDefinition | null {
	const call = contractCall(api, method, rawPath);
	if (call?.method !== "GET" || call.changesState || call.issuesCredential) return null;
	return call;
}
