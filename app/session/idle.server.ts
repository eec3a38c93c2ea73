import type { RequestCookies } from "./cookies.server";
import { IDLE_LIMIT_MINUTES } from "./idle-limit";
import { isTrustedBrowser } from "./trusted-browser.server";

/*
 * A sign-in on a browser the member did not trust ends after 30 minutes without a request, so a shared
 * phone left on a member page does not stay open (docs/decisions/135-shared-phones.md).
 */

const IDLE_LIMIT_MS = IDLE_LIMIT_MINUTES * 60_000;
/** The last-seen time is written back at most once a minute: not a new cookie on every request. */
const SEEN_PRECISION_MS = 60_000;

export const IDLE_SIGN_OUT_MESSAGE = `${IDLE_LIMIT_MINUTES}分以上操作がなかったため、安全のためログアウトしました。もう一度ログインしてください。`;

/** Ends an idle sign-in (with a word for the sign-in page), else notes that the browser used it now. */
export function applyIdleLimit(cookies: RequestCookies, now: number = Date.now()): "ended" | "kept" {
	const session = cookies.session.value;
	if (!session) return "kept";
	const seen = session.last_seen_at;
	if (seen !== undefined && now - seen > IDLE_LIMIT_MS && !isTrustedBrowser(cookies, now)) {
		cookies.session.clear();
		cookies.flash.set({ toasts: [{ type: "warn", text: IDLE_SIGN_OUT_MESSAGE }] });
		return "ended";
	}
	if (seen === undefined || now - seen >= SEEN_PRECISION_MS) cookies.session.set({ ...session, last_seen_at: now });
	return "kept";
}
