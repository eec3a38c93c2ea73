import { fileURLToPath } from "node:url";

/** Module aliases of the unit project and Stryker's copy: a stand-in for `cloudflare:workers`. */
export const UNIT_ALIASES = {
	"cloudflare:workers": fileURLToPath(new URL("./cloudflare-workers.ts", import.meta.url)),
};
