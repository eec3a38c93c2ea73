declare module "virtual:react-router/server-build" {
	import type { ServerBuild } from "react-router";

	const build: ServerBuild;
	export = build;
}

/** True only in the default env's build: the mock back end and its /_mock routes are compiled in. */
declare const __MOCK_BACKEND__: boolean;

interface ImportMetaEnv {
	/** Set by vite.config.ts for every build: keys the page cache (worker/page-cache/index.ts). */
	readonly BUILD_ID: string;
}
