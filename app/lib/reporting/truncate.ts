import truncation from "rollbar/src/truncation";
import { REPORTER_LIMITS } from "./policy";

type Truncate = (payload: unknown, jsonBackup?: unknown, maxSize?: number) => { value?: string; error?: unknown };

/** rollbar declares its truncation component as a bare `object`. */
const { truncate } = truncation as { truncate: Truncate };

/**
 * Room for what Rollbar adds after `transform`: its configured options and
 * the diagnostic copy of the error's message and stack, which
 * ./reportable-error.ts caps at 8 K and 32 K characters.
 */
export const TRUNCATE_AT = REPORTER_LIMITS.maxPayloadBytes - 64 * 1024;

/**
 * docs/decisions/050-error-reporting.md: reports over 512 KB are truncated. rollbar 3.1's browser transport
 * only truncates payloads that carry a top-level `body`, which items never do
 * (they are `{ data }`), so a huge item would be sent whole and refused by the
 * API. This runs Rollbar's own strategies (fewer frames, then shorter strings,
 * then a minimal body) on the item's data from the `transform` hook.
 */
export function truncateInPlace(data: Record<string, unknown>): void {
	const result = truncate({ data }, undefined, TRUNCATE_AT);
	if (result.error || typeof result.value !== "string") return;
	const truncated = (JSON.parse(result.value) as { data: Record<string, unknown> }).data;
	for (const key of Object.keys(data)) delete data[key];
	Object.assign(data, truncated);
}
