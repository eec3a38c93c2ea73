import type { ErrorEvent } from "@sentry/core";
import { FILTERED, scrubDeep, scrubString } from "#app/lib/reporting/scrub";

type SentryEvent = ErrorEvent;

/** Request headers worth having in a report; everything else (Cookie, Authorization, x-pin-code, …) stays out. */
export const REPORTED_HEADERS = [
	"accept",
	"accept-language",
	"cf-ray",
	"content-type",
	"referer",
	"sec-fetch-dest",
	"sec-fetch-mode",
	"sec-fetch-site",
	"user-agent",
];

const NO_KEYS = () => false;

/** Sentry `beforeSend`: no bodies, no IP, tokens and scrubbed fields out of every string (decision 050). */
export function scrubEvent(event: SentryEvent): SentryEvent {
	const request = event.request;
	if (request) {
		delete request.cookies;
		delete request.data;
		delete request.env;
		if (request.headers) {
			const kept: Record<string, string> = {};
			for (const [name, value] of Object.entries(request.headers)) {
				if (REPORTED_HEADERS.includes(name.toLowerCase())) kept[name] = scrubString(value);
			}
			request.headers = kept;
		}
		if (typeof request.query_string === "string") request.query_string = scrubQuery(request.query_string);
		else if (request.query_string) request.query_string = FILTERED;
	}
	if (event.user) {
		delete event.user.ip_address;
		event.user = scrubDeep(event.user);
	}
	if (event.extra) event.extra = scrubDeep(event.extra);
	if (event.contexts) event.contexts = scrubDeep(event.contexts);
	if (event.tags) event.tags = scrubDeep(event.tags);
	if (event.breadcrumbs) event.breadcrumbs = scrubDeep(event.breadcrumbs);
	// Everything else keeps its keys (Sentry reads them) but not tokens inside its strings.
	return scrubDeep(event, NO_KEYS);
}

/** Query strings keep their parameter names; secret and personal values are filtered. */
function scrubQuery(query: string): string {
	const leading = query.startsWith("?") ? "?" : "";
	const params = new URLSearchParams(query);
	const clean = scrubDeep(Object.fromEntries(params));
	const out = new URLSearchParams();
	for (const [name, value] of Object.entries(clean)) out.append(name, value);
	const text = out.toString().replaceAll(encodeURIComponent(FILTERED), FILTERED);
	return text ? `${leading}${scrubString(`?${text}`).slice(1)}` : "";
}
