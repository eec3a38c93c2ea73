import truncation from "rollbar/src/truncation";
import { REPORTER_LIMITS } from "./policy";

type Truncate = (payload: unknown, jsonBackup?: unknown, maxSize?: number) => { value?: string; error?: unknown };

/** rollbar declares its truncation component as a bare `object`. */
const { truncate } = truncation as { truncate: Truncate };

/** Room for what Rollbar adds after `transform`: its options and the capped copy of message and stack. */
export const TRUNCATE_AT = REPORTER_LIMITS.maxPayloadBytes - 64 * 1024;

/** Truncates items over 512 KB with Rollbar's own strategies, which its browser transport skips (decision 050). */
export function truncateInPlace(data: Record<string, unknown>): void {
	const result = truncate({ data }, undefined, TRUNCATE_AT);
	if (result.error || typeof result.value !== "string") return;
	const truncated = (JSON.parse(result.value) as { data: Record<string, unknown> }).data;
	for (const key of Object.keys(data)) delete data[key];
	Object.assign(data, truncated);
}
