// The built worker served straight on Miniflare, several in one process: how the end-to-end run starts its
// servers (docs/decisions/119-e2e-servers-on-miniflare.md). Wrangler reads the config exactly as
// `wrangler dev` does; what is left out is wrangler's dev proxy and one Node process per server.
import { convertV4MiniflareOptions, Miniflare, type V4WorkerOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { serveVars } from "./serve-vars.ts";

const CONFIG = "build/server/wrangler.json";

type BuiltWorkerServer = { port: number; vars?: Record<string, string>; localHttpCookies?: boolean };

/**
 * Serves the build on 127.0.0.1:`port` with the vars `npm run serve` would give it plus `vars`, and state of
 * its own under build/server/.wrangler/. Resolves once the port answers.
 */
export async function startBuiltWorker({ port, vars = {}, localHttpCookies = false }: BuiltWorkerServer) {
	const { workerOptions, main } = unstable_getMiniflareWorkerOptions(CONFIG);
	if (!main) throw new Error(`${CONFIG} names no main module: run \`npm run build\` first`);
	// The build is one ES module (decision 117); wrangler's module rules have no Miniflare 5 equivalent.
	const {
		rootPath,
		modulesRules: _rules,
		...worker
	} = workerOptions as typeof workerOptions & {
		rootPath?: string;
		bindings?: Record<string, unknown>;
	};
	const bindings: Record<string, unknown> = { ...worker.bindings, ...serveVars(port, vars) };
	if (localHttpCookies) bindings.LOCAL_HTTP_COOKIES = "true";
	const miniflare = new Miniflare(
		convertV4MiniflareOptions({
			rootPath,
			host: "127.0.0.1",
			port,
			// The fallback `cf` object: never fetch Cloudflare's, and send no telemetry.
			cf: false,
			telemetry: { enabled: false },
			resourcePersistencePath: `build/server/.wrangler/e2e-${port}`,
			workers: [
				{ ...worker, name: "kenpo-portal", modules: [{ type: "ESModule", path: main }], bindings } as V4WorkerOptions,
			],
		}),
	);
	await miniflare.ready;
	return miniflare;
}
