import { isRouteErrorResponse } from "react-router";

export type ScreenError = {
	/** Absent when the failure carried no HTTP status (heading falls back). */
	status?: number;
	/** The server's message, shown beneath the lead text when present. */
	message?: string;
	/** The message is the server's own words (not ours): it is also the error toast. */
	fromServer?: boolean;
};

/** A page from something in between (a proxy's 502/504 HTML): not words for a member. */
const MARKUP = /<[a-z!/][^>]*>/i;

function messageFrom(data: unknown): string | undefined {
	if (typeof data === "string") return data && !MARKUP.test(data) ? data : undefined;
	if (data && typeof data === "object") {
		const { message, errors } = data as { message?: unknown; errors?: unknown };
		if (Array.isArray(errors) && errors.length > 0) return errors.map(String).join("\n");
		if (typeof message === "string" && message) return message;
	}
	return undefined;
}

/** React Router's own 404, known by its sentence too: `internal` does not survive hydration. */
function isNoRouteMatch(error: { status: number; data: unknown; internal?: boolean }, pathname: string): boolean {
	if (error.status !== 404) return false;
	return error.internal === true || error.data === `Error: No route matches URL "${pathname}"`;
}

/** Reduces whatever a route threw to what the error screens show (docs/routes.md). */
export function toScreenError(error: unknown, pathname: string): ScreenError {
	if (isRouteErrorResponse(error)) {
		// React Router's own "no route matches" 404 gets the same text as a bad route parameter.
		if (isNoRouteMatch(error, pathname)) {
			return { status: error.status, message: `Page Not Found: ${pathname}` };
		}
		const message = messageFrom(error.data);
		return message === undefined ? { status: error.status } : { status: error.status, message, fromServer: true };
	}
	// A thrown Error's text is internal (and sanitised in production): never shown.
	return {};
}
