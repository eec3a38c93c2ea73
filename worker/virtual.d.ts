declare module "virtual:react-router/server-build" {
	import type { ServerBuild } from "react-router";

	const build: ServerBuild;
	export = build;
}

interface ImportMetaEnv {
	/** Set by vite.config.ts for every build: keys the page cache (worker/middleware/page-cache.ts). */
	readonly BUILD_ID: string;
}
