import { rmSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/** Deletes `.wrangler/deploy/config.json` after a build, so a bare `wrangler deploy` reads wrangler.toml and refuses. */
export function noDeployRedirect(): Plugin {
	let root = process.cwd();
	return {
		name: "kenpo:no-deploy-redirect",
		apply: "build",
		configResolved(config) {
			root = config.root;
		},
		closeBundle: {
			order: "post",
			handler() {
				rmSync(join(root, ".wrangler", "deploy", "config.json"), { force: true });
			},
		},
	};
}
