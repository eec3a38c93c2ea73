import { scrubDeep, scrubString } from "./scrub";

export const MAX_MESSAGE_CHARS = 8 * 1024;
export const MAX_STACK_CHARS = 32 * 1024;
const MAX_CAUSES = 3;

function clip(text: string, max: number): string {
	return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** Rollbar's copy of an error, tokens out and size bounded first: Rollbar copies the raw message after every hook. */
export function reportableError(error: Error, depth = 0): Error {
	const copy = new Error(clip(scrubString(String(error.message)), MAX_MESSAGE_CHARS));
	Object.setPrototypeOf(copy, Object.getPrototypeOf(error));
	Object.defineProperty(copy, "name", { value: error.name, configurable: true, writable: true });
	Object.defineProperty(copy, "stack", {
		value: typeof error.stack === "string" ? clip(scrubString(error.stack), MAX_STACK_CHARS) : undefined,
		configurable: true,
		writable: true,
	});
	for (const [key, value] of Object.entries(error)) {
		if (key !== "cause") (copy as unknown as Record<string, unknown>)[key] = scrubDeep(value);
	}
	if (error.cause instanceof Error && depth < MAX_CAUSES) {
		Object.defineProperty(copy, "cause", { value: reportableError(error.cause, depth + 1), configurable: true });
	}
	return copy;
}
