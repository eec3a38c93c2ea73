import { createContext, createRequestHandler, RouterContextProvider } from "react-router";

type Env = { VALUE_FROM_CLOUDFLARE: string };

export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();

// As the template has it: a build function, resolved on every request.
const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
	fetch(request, env, ctx) {
		const context = new RouterContextProvider();
		context.set(cloudflareContext, { env, ctx });
		return requestHandler(request, context);
	},
} satisfies ExportedHandler<Env>;
