import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { portClashes } from "../../scripts/check-ports.ts";
import { e2eServers } from "../e2e/support/servers.ts";

/** Listens on a free loopback port, as another engineer's server would. */
function occupy(): Promise<{ server: Server; port: number }> {
	return new Promise((resolve) => {
		const server = createServer().listen(0, "127.0.0.1", () => {
			const address = server.address();
			resolve({ server, port: typeof address === "object" && address ? address.port : 0 });
		});
	});
}

describe("scripts/check-ports.ts", () => {
	const open: Server[] = [];
	afterEach(async () => {
		await Promise.all(open.splice(0).map((server) => new Promise((done) => server.close(done))));
	});

	it("names the server and the port that is taken, and only that one", async () => {
		const taken = await occupy();
		const free = await occupy();
		open.push(taken.server);
		await new Promise((done) => free.server.close(done));
		const clashes = await portClashes([
			{ name: "default env", port: taken.port },
			{ name: "staging env", port: free.port },
		]);
		expect(clashes).toEqual([`port ${taken.port} is in use: the default env server cannot start`]);
	});

	// Starting Node takes seconds on a loaded machine; the check itself must stay under the 30 s promised.
	it("fails `npm test` at once when E2E_PORT is taken, naming the server", { timeout: 40_000 }, async () => {
		const taken = await occupy();
		open.push(taken.server);
		const started = Date.now();
		const run = spawnSync(process.execPath, ["scripts/check-ports.ts"], {
			encoding: "utf8",
			env: { ...process.env, E2E_PORT: String(taken.port) },
		});
		expect(run.status).toBe(1);
		expect(run.stderr).toContain(`port ${taken.port} is in use: the default env server cannot start`);
		expect(Date.now() - started).toBeLessThan(30_000);
	});

	it("covers every port the end-to-end run takes", () => {
		const ports = Object.values(e2eServers({ E2E_PORT: "9000" })).map(({ port }) => port - 9000);
		expect(ports.sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40, 50, 100]);
	});
});
