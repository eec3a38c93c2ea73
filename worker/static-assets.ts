import { z } from "zod";
import type { StaticAssets } from "#app/request/context.server";

const staticAssetsBinding = z.custom<StaticAssets>(
	(value) => typeof (value as { fetch?: unknown } | null)?.fetch === "function",
);

/** The `[assets]` binding of wrangler.toml (ASSETS), or null when this worker has none. */
export function staticAssetsOf(env: object): StaticAssets | null {
	const result = staticAssetsBinding.safeParse((env as { ASSETS?: unknown }).ASSETS);
	return result.success ? result.data : null;
}
