import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
	createRequestHandler,
	UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
	isRouteErrorResponse,
	type MiddlewareFunction,
	type Register,
	type RouterContextProvider,
	type ServerBuild,
	type StaticHandlerContext,
} from "react-router";
import { bindRequestApi } from "#app/request/api.server";
import routeConfig from "#app/routes";

/* The app's routes served by React Router's own handler over a build made here (the pool cannot load the real one). */

/** React Router's generated route ids; suites check at run time that the manifest below has the same ones. */
export type RouteId = keyof Register["routeModules"];
export type RouteFile = keyof Register["routeFiles"];

export type Handler = (...args: never[]) => unknown;
export type RouteModule = {
	loader?: Handler;
	action?: Handler;
	middleware?: MiddlewareFunction<Response>[];
	/** The page component; a module without one is a resource route. */
	default?: unknown;
	ErrorBoundary?: unknown;
};

const files = import.meta.glob<RouteModule>(
	[
		"../../../app/root.tsx",
		"../../../app/layouts/**/*.tsx",
		"../../../app/features/*/layout.tsx",
		"../../../app/features/*/access.tsx",
		"../../../app/features/*/routes/**/*.{ts,tsx}",
	],
	{ eager: true },
);

/** Every module by its path below `app/` (`features/content/routes/home.tsx`), as app/routes.ts names them. */
export const ROUTE_MODULES: ReadonlyMap<string, RouteModule> = new Map(
	Object.entries(files).map(([path, module]) => [path.replace(/^(\.\.\/)+app\//, ""), module]),
);

export function moduleOf(file: string): RouteModule {
	const module = ROUTE_MODULES.get(file);
	if (!module) throw new Error(`no route module ${file}`);
	return module;
}

type ManifestEntry = Omit<NonNullable<ServerBuild["routes"][string]>, "module"> & { file: string };

/** app/routes.ts as React Router's build lays it out (`configRoutesToRouteManifest`). */
function manifestOf(config: readonly RouteConfigEntry[]): Record<string, ManifestEntry> {
	const manifest: Record<string, ManifestEntry> = {
		root: { id: "root", parentId: undefined, file: "root.tsx", path: "" },
	};
	const walk = (entry: RouteConfigEntry, parentId: string) => {
		const id = entry.id ?? entry.file.replace(/\.[a-z0-9]+$/i, "");
		if (id in manifest) throw new Error(`duplicate route id ${id}`);
		manifest[id] = {
			id,
			parentId,
			file: entry.file,
			path: entry.path,
			index: entry.index,
			caseSensitive: entry.caseSensitive,
		};
		for (const child of entry.children ?? []) walk(child, id);
	};
	for (const entry of config) walk(entry, "root");
	return manifest;
}

const MANIFEST = manifestOf(routeConfig as RouteConfigEntry[]);

/** Every file app/routes.ts mounts, and root. */
export function routeFiles(): Set<string> {
	return new Set(Object.values(MANIFEST).map((route) => route.file));
}

/** The id of every route that renders at a URL of its own (the leaves of the table). */
export function pageRouteIds(): string[] {
	const parents = new Set(Object.values(MANIFEST).map((route) => route.parentId));
	return Object.keys(MANIFEST).filter((id) => !parents.has(id));
}

export type HandlerKind = "middleware" | "loader" | "action";
/** A loader, action or middleware function as React Router is about to call it. */
export type HandlerCall = { file: string; kind: HandlerKind; handler: Handler };
export type OnHandler = (call: HandlerCall) => void;

/** The module with each of its handlers telling `onHandler` when React Router calls it. */
function observed(file: string, module: RouteModule, onHandler: OnHandler): RouteModule {
	const watch = <F extends Handler>(kind: HandlerKind, handler: F) =>
		((...args: never[]) => {
			onHandler({ file, kind, handler });
			return handler(...args);
		}) as unknown as F;
	return {
		...module,
		loader: module.loader && watch("loader", module.loader),
		action: module.action && watch("action", module.action),
		middleware: module.middleware?.map((handler) => watch("middleware", handler)),
	};
}

/** What the document renderer was handed: React Router's decision for the request. */
const decisions = new WeakMap<Request, StaticHandlerContext>();

function buildOf(onHandler: OnHandler): ServerBuild {
	const routes = Object.fromEntries(
		Object.entries(MANIFEST).map(([id, { file, ...route }]) => [
			id,
			{ ...route, module: observed(file, moduleOf(file), onHandler) },
		]),
	) as ServerBuild["routes"];
	return {
		routes,
		entry: {
			module: {
				default: (request, statusCode, _headers, entryContext) => {
					decisions.set(request, entryContext.staticHandlerContext);
					return new Response(null, { status: statusCode });
				},
			},
		},
		assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" } as never,
		publicPath: "/",
		assetsBuildDirectory: "build/client",
		future: {} as ServerBuild["future"],
		ssr: true,
		isSpaMode: false,
		prerender: [],
		routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
	};
}

/** What a handler's result does to the page, in the terms of React Router. */
export type RouteOutcome =
	| { kind: "redirect"; location: string }
	/** Thrown: the nearest error boundary shows it (docs/routes.md error screen). */
	| { kind: "error"; status: number; data: unknown }
	/** Returned: the page renders it (loader data, action data). */
	| { kind: "data"; status: number; data: unknown }
	/** Anything else thrown: a generic 500 with no message, and a bug unless a route says otherwise. */
	| { kind: "exception"; error: unknown };

const redirectOf = (response: Response): RouteOutcome | null => {
	const location = response.headers.get("Location");
	return location && response.status >= 300 && response.status < 400 ? { kind: "redirect", location } : null;
};

function errorOutcome(error: unknown): RouteOutcome {
	if (isRouteErrorResponse(error)) return { kind: "error", status: error.status, data: error.data };
	return { kind: "exception", error };
}

/** A page request's decision: the redirect, the error a boundary shows, or the deepest loader's data. */
function documentOutcome(response: Response, decision: StaticHandlerContext | undefined): RouteOutcome {
	const redirect = redirectOf(response);
	if (redirect) return redirect;
	if (!decision) return { kind: "exception", error: new Error(`no decision (HTTP ${response.status})`) };
	const error = Object.values(decision.errors ?? {})[0];
	if (error !== undefined) return errorOutcome(error);
	const deepest = decision.matches.findLast((match) => match.route.id in decision.loaderData);
	return { kind: "data", status: decision.statusCode, data: deepest ? decision.loaderData[deepest.route.id] : null };
}

/** A form post's decision, as React Router answers the data request (`/path.data`) a browser with JavaScript sends. */
async function actionOutcome(response: Response): Promise<RouteOutcome> {
	const redirect = redirectOf(response);
	if (redirect) return redirect;
	if (!response.body) return { kind: "data", status: response.status, data: null };
	const { value } = (await decodeViaTurboStream(response.body, globalThis as never)) as {
		value: { data?: unknown; error?: unknown; redirect?: string };
	};
	if (response.status === 202 && typeof value.redirect === "string")
		return { kind: "redirect", location: value.redirect };
	if ("error" in value) return errorOutcome(value.error);
	return { kind: "data", status: response.status, data: value.data };
}

/** The single-fetch URL React Router's client posts a form to (only the action runs; the revalidation is a GET of its own). */
function dataUrl(url: string): string {
	const parsed = new URL(url);
	parsed.pathname = parsed.pathname.endsWith("/") ? `${parsed.pathname}_.data` : `${parsed.pathname}.data`;
	return parsed.toString();
}

/** Serves `request` with React Router's handler; `onHandler` hears every loader, action and middleware. */
export async function routeRequest(
	request: Request,
	context: RouterContextProvider,
	onHandler: OnHandler = () => {},
): Promise<RouteOutcome> {
	// What the worker does before React Router runs anything.
	bindRequestApi(context, request);
	const handle = createRequestHandler(buildOf(onHandler), "test");
	const reading = request.method === "GET" || request.method === "HEAD";
	const sent = reading ? request : new Request(dataUrl(request.url), request);
	const response = await handle(sent, context);
	if (reading) {
		const decision = decisions.get(sent);
		if (!decision && !redirectOf(response)) {
			// A resource route: its answer is the page.
			await response.body?.cancel();
			return { kind: response.status < 400 ? "data" : "error", status: response.status, data: null };
		}
		await response.body?.cancel();
		return documentOutcome(response, decision);
	}
	return actionOutcome(response);
}

/** The route file of every page with an action below a layout that runs `middleware`. */
export function formsBelow(middleware: MiddlewareFunction<Response>): string[] {
	const guarded = (id: string | undefined): boolean => {
		const route = id === undefined ? undefined : MANIFEST[id];
		if (!route) return false;
		return (moduleOf(route.file).middleware ?? []).includes(middleware) || guarded(route.parentId);
	};
	const files = pageRouteIds()
		.filter((id) => guarded(id))
		.map((id) => MANIFEST[id]?.file ?? "")
		.filter((file) => moduleOf(file).action && moduleOf(file).default);
	return [...new Set(files)].sort();
}

/** A page of app/routes.ts: its id, file and full path pattern (`news/:id`). */
export type PageRoute = { id: string; file: string; path: string };

/** Every page below a layout that runs `middleware` (e.g. every page that needs a signed-in member). */
export function pagesBelow(middleware: MiddlewareFunction<Response>): PageRoute[] {
	const chain = (id: string | undefined): ManifestEntry[] => {
		const route = id === undefined ? undefined : MANIFEST[id];
		return route ? [...chain(route.parentId), route] : [];
	};
	return pageRouteIds()
		.map((id) => ({ id, routes: chain(id) }))
		.filter(({ routes }) => routes.some((route) => (moduleOf(route.file).middleware ?? []).includes(middleware)))
		.filter(({ routes }) => moduleOf(routes.at(-1)?.file ?? "").default)
		.map(({ id, routes }) => ({
			id,
			file: routes.at(-1)?.file ?? "",
			path: routes
				.map((route) => route.path ?? "")
				.filter(Boolean)
				.join("/"),
		}));
}
