// Servers as child process groups of the bench: started on a port, waited for, and stopped with
// everything they spawned (wrangler, workerd). `startServer` serves the built worker (default env,
// mock back end); `spawnServer` runs any server script (bench/compare.mjs serves three workers).
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const OUT_DIR = join(ROOT, "bench", "out");
const BIN = join(ROOT, "node_modules", ".bin");
const HEALTHZ = "/healthz";

/** Servers started by this process, each its own process group (wrangler and its workerd). */
const running = new Set();
/** The one `startServer` made: `stopServer`, `waitForHealthz` and `serverProcesses` act on it. */
let server = null;

export function freePort() {
	return new Promise((resolve, reject) => {
		const probe = createServer();
		probe.unref();
		probe.on("error", reject);
		probe.listen(0, "127.0.0.1", () => {
			const { port } = probe.address();
			probe.close(() => resolve(port));
		});
	});
}

function killGroup(handle, signal) {
	if (!handle?.alive) return;
	try {
		process.kill(-handle.child.pid, signal);
	} catch {
		// already gone
	}
}

/**
 * Runs `node <script> ...args` in its own process group with its output in bench/out/<logName>,
 * and returns a handle: `stop()` ends the group, `waitFor(url)` polls until the URL answers 2xx.
 */
export function spawnServer({ script, args = [], cwd = ROOT, env = {}, logName = "server.log" }) {
	mkdirSync(OUT_DIR, { recursive: true });
	const logPath = join(OUT_DIR, logName);
	const log = createWriteStream(logPath);
	const child = spawn(process.execPath, [script, ...args], {
		cwd,
		detached: true,
		stdio: ["ignore", "pipe", "pipe"],
		env: {
			...process.env,
			...env,
			PATH: `${BIN}:${process.env.PATH ?? ""}`,
			CLOUDFLARE_CF_FETCH_ENABLED: "false",
			WRANGLER_SEND_METRICS: "false",
		},
	});
	child.stdout.pipe(log);
	child.stderr.pipe(log);
	const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
	const handle = {
		child,
		exited,
		logPath,
		alive: true,
		async stop() {
			running.delete(handle);
			if (handle.alive) {
				killGroup(handle, "SIGTERM");
				const timedOut = await Promise.race([
					exited.then(() => false),
					new Promise((resolve) => setTimeout(() => resolve(true), 10_000)),
				]);
				if (timedOut) killGroup(handle, "SIGKILL");
			}
			// The group may outlive its leader (workerd): make sure none of it is left.
			try {
				process.kill(-child.pid, "SIGKILL");
			} catch {
				// nothing left
			}
		},
		async waitFor(url, timeoutMs = 120_000) {
			const deadline = Date.now() + timeoutMs;
			while (Date.now() < deadline) {
				if (!handle.alive) throw new Error(`the server exited before ${url} answered (log: ${logPath})`);
				try {
					const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
					await response.arrayBuffer();
					if (response.ok) return;
				} catch {
					// not up yet
				}
				await new Promise((resolve) => setTimeout(resolve, 500));
			}
			throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
		},
	};
	exited.then(() => {
		handle.alive = false;
	});
	running.add(handle);
	return handle;
}

/** The built worker (default env, mock back end) served like `npm run serve`. */
export function startServer(port, { inspectorPort } = {}) {
	server = spawnServer({
		script: join(ROOT, "scripts", "serve.mjs"),
		env: { PORT: String(port), ...(inspectorPort ? { INSPECTOR_PORT: String(inspectorPort) } : {}) },
	});
	return server;
}

export async function stopServer() {
	if (!server) return;
	await server.stop();
	server = null;
}

process.on("exit", () => {
	for (const handle of running) killGroup(handle, "SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"]) {
	process.on(signal, async () => {
		await Promise.all([...running].map((handle) => handle.stop()));
		process.exit(130);
	});
}

export async function waitForHealthz(origin, timeoutMs = 120_000) {
	if (!server) throw new Error("no server started");
	await server.waitFor(`${origin}${HEALTHZ}`, timeoutMs);
}

/** Ids and names of the processes in a process group (wrangler and the workerd it runs). */
export function groupProcesses(group) {
	const found = [];
	for (const entry of readdirSync("/proc")) {
		if (!/^\d+$/.test(entry)) continue;
		try {
			// Fields after the parenthesised command name: state, ppid, pgrp, …
			const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
			const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
			if (Number(fields[2]) === group) {
				found.push({ pid: Number(entry), name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) });
			}
		} catch {
			// gone meanwhile
		}
	}
	return found;
}

/** Ids of the server's processes (its process group): wrangler and the workerd it runs. */
export function serverProcesses() {
	if (!server?.alive) return [];
	return groupProcesses(server.child.pid);
}

/**
 * CPU time (user + system) a process has used, in ms, from /proc (clock ticks of 10 ms): unlike a
 * sampling profiler, time the process waited for a CPU is not counted.
 */
export function cpuTimeMs(pid) {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
		const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
		// utime and stime are fields 14 and 15 of stat; 12 and 13 after the command name.
		return (Number(fields[11]) + Number(fields[12])) * 10;
	} catch {
		return 0;
	}
}

/** Resident memory of a process in bytes (Linux /proc), or null when it is gone. */
export function residentBytes(pid) {
	try {
		const status = readFileSync(`/proc/${pid}/status`, "utf8");
		const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
		return kb ? Number(kb) * 1024 : null;
	} catch {
		return null;
	}
}
