import type { RateLimiter } from "#app/request/context.server";
import { RATE_LIMIT_BINDINGS } from "#app/request/rate-limit.server";

const isRateLimiter = (value: unknown): value is RateLimiter =>
	typeof value === "object" && value !== null && typeof (value as RateLimiter).limit === "function";

/** The rate-limiting bindings the environment has (wrangler.toml `[[ratelimits]]`). */
export function rateLimitersOf(env: Record<string, unknown>): Record<string, RateLimiter> {
	const found: Record<string, RateLimiter> = {};
	for (const name of Object.values(RATE_LIMIT_BINDINGS)) {
		const binding = env[name];
		if (isRateLimiter(binding)) found[name] = binding;
	}
	return found;
}
