import type { MiddlewareFunction } from "react-router";
import { upstreamTimeoutContext } from "./context.server";

/**
 * How long a full page load waits for its API reads before the error screen (with 「再読み込み」)
 * answers instead. A browser shows nothing of the page while it waits, so waiting the client's full
 * 10 s was 11.5 s of blank screen; navigations inside the app show progress after 300 ms and keep
 * the full timeout (docs/decisions/108-slow-pages-answer-sooner.md).
 */
export const DOCUMENT_READ_TIMEOUT_MS = 5_000;

/** A full page load, not the router's data request (`.data`, `Sec-Fetch-Dest: empty`) or a post. */
export function isDocumentRead(request: Request): boolean {
	if (request.method !== "GET") return false;
	if (new URL(request.url).pathname.endsWith(".data")) return false;
	const destination = request.headers.get("Sec-Fetch-Dest");
	return destination === null || destination === "document";
}

export const documentReadDeadline: MiddlewareFunction<Response> = ({ request, context }) => {
	if (!isDocumentRead(request)) return;
	context.set(upstreamTimeoutContext, Math.min(context.get(upstreamTimeoutContext), DOCUMENT_READ_TIMEOUT_MS));
};
