import { fileURLToPath } from "node:url";

/**
 * Module aliases of the unit project (vitest.config.ts) and of Stryker's copy of it
 * (vitest.mutation.config.ts): Node has no `cloudflare:workers`, so the Durable Objects
 * load on a stand-in base class there.
 */
export const UNIT_ALIASES = {
	"cloudflare:workers": fileURLToPath(new URL("./cloudflare-workers.ts", import.meta.url)),
};
