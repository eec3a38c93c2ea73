import type { Plugin } from "vite";

/** The only option the Cloudflare plugin may call "not relevant": wrangler.toml's deploy guard. */
const BUILD_ONLY = "- `build` which is not relevant in the context of a Vite project";

/** Whether a warning lists wrangler.toml's `build` and nothing else as ignored under Vite. */
export function isBuildGuardWarning(message: unknown): boolean {
	if (typeof message !== "string" || !message.includes("not applicable when using Vite")) return false;
	const listed = message
		.split("\n")
		.map((line) => line.trim())
		.filter((line) => line.startsWith("- "));
	return listed.length === 1 && listed[0] === BUILD_ONLY;
}

/**
 * The Cloudflare plugin warns on every build, dev start and typegen that `[build]` in wrangler.toml
 * is ignored under Vite. It is ignored on purpose: that command refuses a deploy from wrangler.toml
 * (docs/decisions/072-deployments.md). This drops that one warning; any other option still warns.
 */
export function withoutBuildGuardWarning(plugins: Plugin[]): Plugin[] {
	return plugins.map((plugin) => {
		const hook = plugin.config;
		if (plugin.name !== "vite-plugin-cloudflare:config" || typeof hook !== "function") return plugin;
		return {
			...plugin,
			config(...args) {
				const warn = console.warn;
				console.warn = (...message: unknown[]) => {
					if (!(message.length === 1 && isBuildGuardWarning(message[0]))) warn(...message);
				};
				try {
					return hook.apply(this, args);
				} finally {
					console.warn = warn;
				}
			},
		};
	});
}
