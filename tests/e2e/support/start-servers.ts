// Playwright's web server for the end-to-end run: every server of servers.ts but the OpenID one (its harness
// starts it) in this one process, each on its own port with its own state (decision 119).
import { startBuiltWorker } from "../../../scripts/built-worker.ts";
import { E2E_SERVERS_READY, e2eServers } from "./servers.ts";

const { oidc: _startedByItsHarness, ...all } = e2eServers();
// The moved-calendar run (package.json `test:e2e:calendar`) needs the default env's alone.
const servers = process.env.E2E_DEFAULT_ENV_ONLY ? { main: all.main } : all;
const started = await Promise.all(Object.values(servers).map((server) => startBuiltWorker(server)));
console.log(
	`${E2E_SERVERS_READY}: ${Object.values(servers)
		.map(({ name, port }) => `${name} ${port}`)
		.join(", ")}`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
	process.once(signal, async () => {
		await Promise.all(started.map((miniflare) => miniflare.dispose()));
		process.exit(0);
	});
}
