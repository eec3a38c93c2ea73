import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from "react-router";
import { errorFields, log } from "#app/lib/logging/log-line";
import { NonceProvider } from "#app/lib/security/nonce";
import { nonceContext } from "#app/request/context.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	if (request.method.toUpperCase() === "HEAD") {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders });
	}
	const nonce = loadContext.get(nonceContext);
	let shellRendered = false;
	const body = await renderToReadableStream(
		<NonceProvider value={nonce}>
			<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
		</NonceProvider>,
		{
			nonce,
			// React moves a large finished Suspense boundary (the FAQ) out of place and puts it back with
			// a script; every page must read the same without JavaScript, so boundaries stay inline.
			progressiveChunkSize: Number.POSITIVE_INFINITY,
			signal: AbortSignal.timeout(streamTimeout + 1000),
			onError(error: unknown) {
				responseStatusCode = 500;
				// Errors before the shell are logged by React Router itself.
				if (shellRendered) log("error", "render failed", errorFields(error));
			},
		},
	);
	shellRendered = true;
	// No loader defers data and every lazy part is loaded before rendering: the shell is the whole page,
	// for crawlers as for members, so nobody waits for `allReady` (docs/decisions/120-no-crawler-branch.md).
	responseHeaders.set("Content-Type", "text/html; charset=utf-8");
	return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Expected outcomes (404s, redirects, aborted requests) are not errors worth a log line. */
export function handleError(error: unknown, { request }: { request: Request }) {
	if (request.signal.aborted || isRouteErrorResponse(error)) return;
	log("error", "request failed", errorFields(error));
}
