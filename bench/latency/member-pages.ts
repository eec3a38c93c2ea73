/**
 * The member pages of a route table (app/routes.ts): every page below an access layout that asks for
 * a signed-in member, with the address the latency bench (and a test) requests for it. A page whose
 * path has parameters needs an example below; a new one without it fails here rather than going
 * unmeasured.
 */

type RouteEntry = { file: string; id?: string; path?: string; index?: boolean; children?: RouteEntry[] };

/** Access layouts of a signed-in member (app/layouts/access/): the member check runs before the page. */
const MEMBER_ACCESS = new Set(["layouts/access/member.tsx", "layouts/access/signed-in.tsx"]);

/**
 * Addresses for pages with parameters: records the mock back end holds for member 1001
 * (docs/mock-backend.md); tests/worker/one-round.test.ts requests the same.
 */
export const EXAMPLE_URLS: Readonly<Record<string, string>> = {
	"two_factor_authentication/:channel": "/two_factor_authentication/sms",
	"news/:id": "/news/1",
	"health_support/:id": "/health_support/1",
	"questionnaires/:id/new": "/questionnaires/2/new",
	"app_manual/:page": "/app_manual/weight_input",
};

/** The address requested for a page path of the route table (`` for the index); undefined without an example. */
export function exampleUrlOf(path: string): string | undefined {
	return path.includes(":") ? EXAMPLE_URLS[path] : `/${path}`;
}

export type MemberPage = {
	/** The page's path as app/routes.ts spells it, joined through its layouts (`/` for the index). */
	route: string;
	/** What is requested. */
	url: string;
	/** The page's route module. */
	file: string;
	/** The access layout above it. */
	access: string;
};

export function memberPages(routes: readonly RouteEntry[]): MemberPage[] {
	const found: MemberPage[] = [];
	const walk = (entry: RouteEntry, parentPath: string, access: string | null) => {
		const path = entry.path ? (parentPath ? `${parentPath}/${entry.path}` : entry.path) : parentPath;
		const layoutAccess = MEMBER_ACCESS.has(entry.file) ? entry.file : access;
		if (entry.children && entry.children.length > 0) {
			for (const child of entry.children) walk(child, path, layoutAccess);
			return;
		}
		if (!layoutAccess) return;
		const route = path || "/";
		const url = exampleUrlOf(path);
		if (!url) throw new Error(`member page ${route} has no example address in bench/latency/member-pages.ts`);
		found.push({ route, url, file: entry.file, access: layoutAccess });
	};
	for (const entry of routes) walk(entry, "", null);
	return found;
}
