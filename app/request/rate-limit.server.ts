import type { RouterContextProvider } from "react-router";
import { type RateLimitKind, type RateLimitSubject, rateLimitKey } from "#app/lib/security/rate-limit-keys";
import { rateLimitersContext } from "./context.server";

/** The binding each limit uses (wrangler.toml, every environment). */
export const RATE_LIMIT_BINDINGS: Readonly<Record<RateLimitKind, string>> = {
	"pin-verify": "PIN_VERIFY_LIMITER",
	"pin-send": "PIN_SEND_LIMITER",
	"password-mail": "PASSWORD_MAIL_LIMITER",
	"public-enquiry": "PUBLIC_ENQUIRY_LIMITER",
};

/** What the member reads above the form, everything typed kept. */
export const RATE_LIMITED_MESSAGE =
	"短時間に続けて送信されたため、受け付けを一時的に止めています。1分ほど待ってから、もう一度お試しください。";

/** Whether this attempt is within its limit; counts it. No binding (a test world without one): within. */
export async function withinRateLimit(
	context: Readonly<RouterContextProvider>,
	kind: RateLimitKind,
	subject: RateLimitSubject,
): Promise<boolean> {
	const limiter = context.get(rateLimitersContext)[RATE_LIMIT_BINDINGS[kind]];
	if (!limiter) return true;
	const { success } = await limiter.limit({ key: rateLimitKey(kind, subject) });
	return success;
}
