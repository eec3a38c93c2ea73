// Run first by `npm test`: every port the end-to-end servers need must be free, so that a clash fails
// in a second, naming the server, rather than after the install, lint and unit stages.
import { createServer } from "node:net";
import { type E2eServer, e2eServers } from "../tests/e2e/support/servers.ts";

/** Whether something already listens on the port of the loopback address the servers bind. */
function isTaken(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const probe = createServer();
		probe.once("error", () => resolve(true));
		probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(false)));
	});
}

/** One line per taken port, naming the server that could not start there. */
export async function portClashes(servers: readonly E2eServer[]): Promise<string[]> {
	const checks = servers.map((server) => ({ port: server.port, what: `the ${server.name} server` }));
	const clashes: string[] = [];
	// One probe at a time: two probes of one port would find each other.
	for (const { port, what } of checks)
		if (await isTaken(port)) clashes.push(`port ${port} is in use: ${what} cannot start`);
	return clashes;
}

if (import.meta.main) {
	const clashes = await portClashes(Object.values(e2eServers()));
	if (clashes.length > 0) {
		for (const clash of clashes) console.error(`✗ ${clash}`);
		console.error(
			"Stop what listens there, or move every end-to-end server with E2E_PORT=<free port> (docs/development.md, 'Ports').",
		);
		process.exit(1);
	}
}
