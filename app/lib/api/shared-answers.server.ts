import { BoundedMap } from "#app/lib/collections/bounded-map";

/** API answers the same for everyone, kept a minute at most, as HTTP lets shared caches do (decision 066). */
export const SHARED_LIFETIME_CAP_SECONDS = 60;
/** How long past its lifetime an answer still stands in when the API fails (stale-if-error, decision 133). */
export const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;
/** Distinct addresses kept (news pages, articles); the oldest stored goes first. */
const SHARED_ANSWER_LIMIT = 64;

/** Request headers an answer may vary on and still be shared: every call sends the same ones. */
const SAME_FOR_EVERY_CALL = new Set(["accept", "accept-encoding"]);

/** Seconds this answer may serve every member's same request; 0: it belongs to this request alone. */
export function sharedLifetimeSeconds(headers: Headers): number {
	if (headers.has("Set-Cookie")) return 0;
	const vary = headers.get("Vary");
	if (vary?.split(",").some((name) => !SAME_FOR_EVERY_CALL.has(name.trim().toLowerCase()))) return 0;
	const directives = new Map<string, string | undefined>();
	for (const part of (headers.get("Cache-Control") ?? "").split(",")) {
		const [name = "", value] = part.split("=", 2);
		directives.set(name.trim().toLowerCase(), value?.trim().replace(/^"(.*)"$/, "$1"));
	}
	if (directives.has("no-store") || directives.has("private") || directives.has("no-cache")) return 0;
	const shared = directives.get("s-maxage");
	if (!directives.has("public") && shared === undefined) return 0;
	const seconds = Number(shared ?? directives.get("max-age"));
	if (!Number.isInteger(seconds) || seconds <= 0) return 0;
	return Math.min(seconds, SHARED_LIFETIME_CAP_SECONDS);
}

type Kept<T> = { value: T; expiresAt: number; staleUntil: number };

/** The isolate's shared answers by address. `now` is injectable for tests. */
export class SharedAnswers<T> {
	readonly #kept: BoundedMap<string, Kept<T>>;

	constructor(
		limit = SHARED_ANSWER_LIMIT,
		readonly now: () => number = Date.now,
	) {
		this.#kept = new BoundedMap(limit);
	}

	get(url: string): T | undefined {
		const kept = this.#kept.get(url);
		if (!kept) return undefined;
		if (kept.expiresAt > this.now()) return kept.value;
		if (kept.staleUntil <= this.now()) this.#kept.delete(url);
		return undefined;
	}

	/** The last good answer, past its lifetime but within a day: only for when the API fails. */
	stale(url: string): T | undefined {
		const kept = this.#kept.get(url);
		return kept && kept.staleUntil > this.now() ? kept.value : undefined;
	}

	set(url: string, value: T, lifetimeSeconds: number): void {
		if (lifetimeSeconds <= 0) return;
		const expiresAt = this.now() + lifetimeSeconds * 1000;
		this.#kept.set(url, { value, expiresAt, staleUntil: expiresAt + STALE_IF_ERROR_MS });
	}
}

/** Freezes a parsed answer all the way down: every member's loader gets this same object. */
export function deepFreeze<T>(value: T): T {
	if (value && typeof value === "object" && !Object.isFrozen(value)) {
		Object.freeze(value);
		for (const inner of Object.values(value)) deepFreeze(inner);
	}
	return value;
}
