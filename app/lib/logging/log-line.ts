/*
 * Every line the worker logs: one JSON object of bounded size whose values are strings or numbers
 * with control characters removed, so nothing a request carries can start a second line, colour a
 * terminal or flood the log that operators search.
 */

/** A value's characters beyond this are cut (a token-bearing link of the mock's mail still fits). */
export const MAX_LOG_VALUE = 300;
/** Fields beyond this are left out; with the value bound, the line stays under `MAX_LOG_LINE`. */
const MAX_LOG_FIELDS = 12;
/** No line is longer: fields are dropped from the end until it fits. */
export const MAX_LOG_LINE = 2048;

type LogLevel = "info" | "warn" | "error";

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing exactly these is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

/** A string as it may be logged: control characters (newlines, ANSI escapes) removed, cut to the bound. */
function cleanText(value: string): string {
	return value.replace(CONTROL, "").slice(0, MAX_LOG_VALUE);
}

/** Strings and finite numbers as they are, booleans as words; anything else is left out. */
function cleanValue(value: unknown): string | number | undefined {
	if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
	if (typeof value === "string") return cleanText(value);
	if (typeof value === "boolean") return String(value);
	return undefined;
}

/** The one JSON line for an event and its fields (`event` first, then the fields in their order). */
export function logLine(event: string, fields: Readonly<Record<string, unknown>> = {}): string {
	const entries: [string, string | number][] = [["event", cleanText(event)]];
	for (const [name, value] of Object.entries(fields)) {
		if (entries.length > MAX_LOG_FIELDS) break;
		const clean = cleanValue(value);
		if (name !== "event" && FIELD_NAME.test(name) && clean !== undefined) entries.push([name, clean]);
	}
	let line = JSON.stringify(Object.fromEntries(entries));
	// The event alone always fits (300 characters, twice that escaped), so this ends before it.
	while (line.length > MAX_LOG_LINE) {
		entries.pop();
		line = JSON.stringify(Object.fromEntries([...entries, ["cut", 1]]));
	}
	return line;
}

/** Writes one line at `level`. */
export function log(level: LogLevel, event: string, fields: Readonly<Record<string, unknown>> = {}): void {
	console[level](logLine(event, fields));
}

/** What an exception may tell the log: its name, message and the first frames of its stack, each one value. */
export function errorFields(error: unknown): Record<string, string> {
	if (!(error instanceof Error)) return { error: typeof error };
	const frames =
		error.stack
			?.split("\n")
			.slice(1, 6)
			.map((frame) => frame.trim())
			.join(" | ") ?? "";
	return { error: error.name, message: error.message, stack: frames };
}

/** RFC 6749's `error` code characters (%x20-21 / %x23-5B / %x5D-7E). */
const OAUTH_ERROR_CODE = /^[\x20-\x21\x23-\x5b\x5d-\x7e]+$/;
/** Longer than any code the RFCs define; a longer one is cut. */
const MAX_OAUTH_ERROR_CODE = 64;

/** The OAuth `error` a redirect or answer carried, when it is one by RFC 6749's syntax; else `invalid`. */
export function oauthErrorCode(value: unknown): string {
	if (typeof value !== "string" || !OAUTH_ERROR_CODE.test(value)) return "invalid";
	return value.slice(0, MAX_OAUTH_ERROR_CODE);
}
