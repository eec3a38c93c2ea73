import { createRequestHandler, type RequestHandler } from "react-router";
import { createApp } from "./app";

export { LimeIdentityPace } from "./durable/lime-identity-pace";
export { OAuthStateLedger } from "./durable/oauth-state-ledger";

/* The handler is made once from the build: handed a build function, React Router re-derives its tables per request. */
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
export { SignInRegistry } from "./durable/sign-in-registry";
