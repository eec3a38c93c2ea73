import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type MiddlewareFunction, matchRoutes, type RouteObject, type RouterContextProvider } from "react-router";
import { bindRequestApi } from "#app/lib/api/request.server";
import routeConfig from "#app/routes";
import { args, run } from "./router";

/*
 * The app's route table (app/routes.ts) and its modules, for tests that call
 * loaders, actions and middleware the way React Router would: the module of
 * every file, the chain of layouts above a URL, and the middleware of that chain.
 */

export type Handler = (...args: never[]) => unknown;
export type RouteModule = {
	loader?: Handler;
	action?: Handler;
	middleware?: MiddlewareFunction<Response>[];
	/** The page component; a module without one is a resource route. */
	default?: unknown;
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

/** React Router's default route id: the file below `app/` without its extension. */
const routeIdOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

type TableRoute = RouteObject & { file: string };

function toRouteObject(entry: RouteConfigEntry): TableRoute {
	const children = entry.children?.map(toRouteObject);
	const common = { id: routeIdOf(entry), file: entry.file, path: entry.path, caseSensitive: entry.caseSensitive };
	return (entry.index ? { ...common, index: true } : { ...common, children }) as TableRoute;
}

/** The route tree as the server build has it: root above everything in app/routes.ts. */
const TREE: TableRoute[] = [
	{ id: "root", file: "root.tsx", path: "", children: (routeConfig as RouteConfigEntry[]).map(toRouteObject) },
];

/** Every file app/routes.ts mounts, and root. */
export function routeFiles(): Set<string> {
	const found = new Set<string>();
	const walk = (route: TableRoute) => {
		found.add(route.file);
		for (const child of (route.children ?? []) as TableRoute[]) walk(child);
	};
	for (const route of TREE) walk(route);
	return found;
}

/** The id of every route that renders at a URL of its own (the leaves of the table). */
export function pageRouteIds(): string[] {
	const ids: string[] = [];
	const walk = (route: TableRoute) => {
		const children = (route.children ?? []) as TableRoute[];
		if (children.length === 0) ids.push(route.id ?? "");
		for (const child of children) walk(child);
	};
	for (const route of TREE) walk(route);
	return ids;
}

export type MatchedRoute = {
	/** Root first, the page last. */
	chain: Array<{ id: string; file: string; module: RouteModule }>;
	params: Record<string, string>;
};

/** What React Router matches for a URL: the chain of route modules and the params. */
export function matchUrl(url: string): MatchedRoute {
	const { pathname } = new URL(url, "http://localhost");
	const matches = matchRoutes(TREE, pathname);
	if (!matches) throw new Error(`no route matches ${pathname}`);
	const leaf = matches.at(-1);
	return {
		chain: matches.map(({ route }) => {
			const { id, file } = route as TableRoute;
			return { id: id ?? "", file, module: moduleOf(file) };
		}),
		params: Object.fromEntries(
			Object.entries(leaf?.params ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
		),
	};
}

export type StepKind = "middleware" | "loader" | "action";
export type Step = { file: string; kind: StepKind; handler: Handler };

/**
 * What React Router runs for a request, in order: the chain's middleware top
 * down, then every loader of the chain (GET, HEAD; a resource route's own
 * only) or the page's action (other methods; the revalidation after it is a
 * GET of its own).
 */
export function stepsFor(match: MatchedRoute, method: string): Step[] {
	const middleware = match.chain.flatMap(({ file, module }) =>
		(module.middleware ?? []).map((handler): Step => ({ file, kind: "middleware", handler })),
	);
	const reading = method === "GET" || method === "HEAD";
	const resource = !match.chain.at(-1)?.module.default;
	const handlers = reading
		? (resource ? match.chain.slice(-1) : match.chain).flatMap(({ file, module }): Step[] =>
				module.loader ? [{ file, kind: "loader", handler: module.loader }] : [],
			)
		: match.chain
				.slice(-1)
				.flatMap(({ file, module }): Step[] =>
					module.action ? [{ file, kind: "action", handler: module.action }] : [],
				);
	return [...middleware, ...handlers];
}

/**
 * Runs steps like React Router: the first one that throws ends the request;
 * otherwise the result is the last step's (the page's loader or action).
 * Ours never wrap `next`, so each middleware is simply awaited in turn.
 */
export async function runSteps(
	steps: readonly Step[],
	request: Request,
	context: RouterContextProvider,
	params: Record<string, string>,
	beforeStep: (step: Step) => void = () => {},
): Promise<{ value?: unknown; thrown?: unknown }> {
	const next = async () => new Response(null);
	// What the worker does before React Router runs anything.
	bindRequestApi(context, request);
	let value: unknown;
	for (const step of steps) {
		beforeStep(step);
		const result = await run(() =>
			(step.handler as (...a: unknown[]) => unknown)(args(request, context, params), next),
		);
		if (result.thrown !== undefined) return result;
		value = result.value;
	}
	return { value };
}

/**
 * The route file of every page with an action below a layout that runs `middleware`: e.g. every
 * form a signed-in member can post (`requireMember`).
 */
export function formsBelow(middleware: MiddlewareFunction<Response>): string[] {
	const found: string[] = [];
	const walk = (route: TableRoute, guarded: boolean) => {
		const module = moduleOf(route.file);
		const below = guarded || (module.middleware ?? []).includes(middleware);
		const children = (route.children ?? []) as TableRoute[];
		if (children.length === 0 && below && module.action && module.default) found.push(route.file);
		for (const child of children) walk(child, below);
	};
	for (const route of TREE) walk(route, false);
	return [...new Set(found)].sort();
}
