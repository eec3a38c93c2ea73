import { randomUUID } from "node:crypto";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { DEMO_DESK } from "./app/lib/member-desk.ts";
import { sourcesOf } from "./scripts/vite/chunk-sources.ts";
import { deskVars } from "./scripts/vite/desk-vars.ts";
import { edgeRendererOnly } from "./scripts/vite/edge-renderer-only.ts";
import { withoutBuildGuardWarning } from "./scripts/vite/expected-build-warning.ts";
import { noDeployRedirect } from "./scripts/vite/no-deploy-redirect.ts";
import { routeModuleReloadGuard } from "./scripts/vite/route-module-reload-guard.ts";
import { smallPreloadHelper } from "./scripts/vite/small-preload-helper.ts";
import { MOCK_SECRETS } from "./worker/mock/secrets.ts";

/** React, React DOM and React Router: one long-cached chunk, measured apart by the bench. */
const FRAMEWORK =
	/[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/** The root route, and the brand and page title that every page (error screens too) renders. */
const ROOT_ROUTE = sourcesOf(["app/root.tsx", "app/contract/brand.ts", "app/components/page-title.tsx"]);
/**
 * Modules the server also writes, as source, into the head script (the chunk-reload guard, the
 * early-error buffer): the root imports them for that, but its chunk must not carry what they export
 * for chunks loaded later (docs/decisions/069-first-load-under-the-template.md).
 */
const HEAD_SCRIPT_SOURCES = sourcesOf(["app/lib/loading/chunk-reload.ts", "app/lib/reporting/early-errors.ts"]);
/**
 * The web layouts' header and footer (the member menu is a chunk of its own; the app's web-view layout,
 * with its error screen, loads only with its pages), the content pages' CSS, and the
 * middleware with which in-app navigations wait for display parts (decision 151).
 */
const CHROME = sourcesOf([
	"app/layouts/default.tsx",
	"app/layouts/unauthenticated.tsx",
	"app/components/shells.tsx",
	"app/components/arriving-with.ts",
	"app/features/content/content.css?url",
]);
/** What a news list needs (the home page, the news pages): the list, its badges, the date formats. */
const NEWS_LIST = sourcesOf([
	"app/lib/japanese/dates.ts",
	"app/features/content/components/news-list.tsx",
	"app/features/content/components/link-type-badge.tsx",
]);

/**
 * The default env (no CLOUDFLARE_ENV) is the only one that serves the mock back end: every
 * other build compiles it out (worker/mock/load.ts, worker/app.ts).
 */
const mockBackend = !process.env.CLOUDFLARE_ENV;

/** What an env build adds to its wrangler.toml env: a real env's desk (local adds nothing). */
function envBuildConfig(env: string) {
	const desk = deskVars(env);
	return desk ? { vars: desk } : undefined;
}

/** Rolldown's plugin-timing notice fires whenever the machine is busy: a build warning that says nothing of the code. */
const QUIET_CHECKS = { bundlerTimings: false };

/** A new id per build: a deploy never answers from the page cache of the previous build. */
const BUILD_ID = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;

export default defineConfig({
	define: {
		__MOCK_BACKEND__: JSON.stringify(mockBackend),
		"import.meta.env.BUILD_ID": JSON.stringify(BUILD_ID),
	},
	environments: {
		// Deployed builds ship a minified worker (docs/decisions/061-worker-bundle.md); the default env's
		// build, served locally and in tests, stays readable.
		// One file: a worker loads every module at deploy anyway, and one file compresses better than 28
		// (docs/decisions/117-worker-in-one-file.md).
		ssr: {
			build: { minify: !mockBackend, rolldownOptions: { checks: QUIET_CHECKS, output: { codeSplitting: false } } },
		},
		client: {
			build: {
				// No lists of what to preload with each lazy chunk: they were on every first load, for chunks
				// loaded later (docs/decisions/069-first-load-under-the-template.md, scripts/vite/small-preload-helper.ts).
				modulePreload: false,
				rolldownOptions: {
					checks: QUIET_CHECKS,
					output: {
						codeSplitting: {
							groups: [
								{ name: "framework", test: FRAMEWORK, priority: 2 },
								// The root route and what it imports statically: on every first load anyway, so one
								// chunk rather than a dozen small ones, each with its own imports and gzip framing
								// (docs/decisions/068-first-load-our-code.md). Lazily imported chunks stay apart.
								{ name: "head-script-sources", test: HEAD_SCRIPT_SOURCES, priority: 3 },
								{ name: "root", test: ROOT_ROUTE, priority: 1 },
								// Small modules that several layouts or pages load together: one file each group
								// rather than one per module (docs/decisions/069-first-load-under-the-template.md).
								{ name: "chrome", test: CHROME, priority: 0 },
								{ name: "news-list", test: NEWS_LIST, priority: 0 },
							],
						},
					},
				},
			},
		},
	},
	plugins: [
		withoutBuildGuardWarning(
			cloudflare({
				viteEnvironment: { name: "ssr" },
				// The default build carries the mock's secrets and the demo desk; an env build gets its secrets from Cloudflare, and a
				// real env's build its desk from the deploy's environment (scripts/vite/desk-vars.ts).
				config: process.env.CLOUDFLARE_ENV
					? envBuildConfig(process.env.CLOUDFLARE_ENV)
					: { vars: { ...MOCK_SECRETS, ...DEMO_DESK } },
			}),
		),
		reactRouter(),
		routeModuleReloadGuard(),
		smallPreloadHelper(),
		noDeployRedirect(),
		edgeRendererOnly(),
	],
});
