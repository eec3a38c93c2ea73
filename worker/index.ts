import { createRequestHandler, type RequestHandler } from "react-router";
import { createApp } from "./app";

export { OAuthStateLedger } from "./durable/oauth-state-ledger";

/*
 * The server build is imported on the first request, and the handler made from
 * it once: React Router re-derives its route tables on every request when it is
 * handed a build *function* (meant for dev reloads), a few percent of every page.
 */
let handler: Promise<RequestHandler> | undefined;
function requestHandler(): Promise<RequestHandler> {
	handler ??= import("virtual:react-router/server-build").then((build) =>
		createRequestHandler(build, import.meta.env.MODE),
	);
	return handler;
}

export default createApp(async (request, context) => (await requestHandler())(request, context), {
	buildId: import.meta.env.BUILD_ID,
});

export { SessionRenewal } from "./durable/session-renewal";
