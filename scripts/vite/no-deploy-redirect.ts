import { rmSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * The Cloudflare plugin writes `.wrangler/deploy/config.json`, which makes a bare
 * `wrangler deploy` deploy whatever was built last (the default env's mock demo, after
 * `npm start`). Without it, a bare deploy reads wrangler.toml, whose build command
 * refuses; real deploys name their build's config (`--config build/server/wrangler.json`).
 */
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
