/** How long a sign-in lasts without the password (decision 003): at most the IdP's refresh-token life. */
export const SESSION_MAX_AGE_LIMIT_DAYS = 30;
export const DEFAULT_SESSION_MAX_AGE_DAYS = 14;

const DAY_SECONDS = 24 * 60 * 60;

/** The absolute end (seconds since the epoch) of a sign-in beginning now. */
export function sessionEnd(maxAgeDays: number, nowSeconds = Math.floor(Date.now() / 1000)): number {
	return nowSeconds + Math.min(maxAgeDays, SESSION_MAX_AGE_LIMIT_DAYS) * DAY_SECONDS;
}
