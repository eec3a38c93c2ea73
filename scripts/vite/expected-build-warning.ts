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

/** Drops the Cloudflare plugin's warning that wrangler.toml's deploy guard is ignored (decision 072); others stay. */
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
