import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * A chunk rule's test from the repository paths of its modules (a `?query` kept, as Vite names
 * the module). Every path must exist: a rename fails the build here instead of silently moving
 * the module out of its chunk.
 */
export function sourcesOf(paths: readonly string[], root: string = ROOT): RegExp {
	const missing = paths.filter((path) => !existsSync(`${root}/${path.split("?")[0]}`));
	if (missing.length > 0) {
		throw new Error(
			`chunk rule names ${missing.join(", ")}, which no longer exist: name the moved files in vite.config.ts`,
		);
	}
	const escaped = paths.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\//g, "[\\\\/]"));
	return new RegExp(`[\\\\/](?:${escaped.join("|")})$`);
}
