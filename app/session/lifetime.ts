import { SESSION_MAX_AGE_LIMIT_DAYS } from "#app/lib/config.server";

const DAY_SECONDS = 24 * 60 * 60;

/** The absolute end (seconds since the epoch) of a sign-in beginning now. */
export function sessionEnd(maxAgeDays: number, nowSeconds = Math.floor(Date.now() / 1000)): number {
	return nowSeconds + Math.min(maxAgeDays, SESSION_MAX_AGE_LIMIT_DAYS) * DAY_SECONDS;
}
