// The built worker (default env, mock back end) as a child process group of the bench:
// started on a free port, waited for, and stopped with everything it spawned (wrangler, workerd).
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const OUT_DIR = join(ROOT, "bench", "out");
const BIN = join(ROOT, "node_modules", ".bin");
const HEALTHZ = "/healthz";

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

export function startServer(port, { inspectorPort } = {}) {
	mkdirSync(OUT_DIR, { recursive: true });
	const logPath = join(OUT_DIR, "server.log");
	const log = createWriteStream(logPath);
	// Own process group, so wrangler and its workerd children can be stopped together.
	const child = spawn(process.execPath, [join(ROOT, "scripts", "serve.mjs")], {
		cwd: ROOT,
		detached: true,
		stdio: ["ignore", "pipe", "pipe"],
		env: {
			...process.env,
			PORT: String(port),
			...(inspectorPort ? { INSPECTOR_PORT: String(inspectorPort) } : {}),
			PATH: `${BIN}:${process.env.PATH ?? ""}`,
			CLOUDFLARE_CF_FETCH_ENABLED: "false",
			WRANGLER_SEND_METRICS: "false",
		},
	});
	child.stdout.pipe(log);
	child.stderr.pipe(log);
	const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
	server = { child, exited, logPath, alive: true };
	exited.then(() => {
		if (server) server.alive = false;
	});
	return server;
}

function killGroup(signal) {
	if (!server?.alive) return;
	try {
		process.kill(-server.child.pid, signal);
	} catch {
		// already gone
	}
}

export async function stopServer() {
	if (!server) return;
	if (server.alive) {
		killGroup("SIGTERM");
		const timedOut = await Promise.race([
			server.exited.then(() => false),
			new Promise((resolve) => setTimeout(() => resolve(true), 10_000)),
		]);
		if (timedOut) killGroup("SIGKILL");
	}
	// The group may outlive its leader (workerd): make sure none of it is left.
	try {
		process.kill(-server.child.pid, "SIGKILL");
	} catch {
		// nothing left
	}
	server = null;
}

process.on("exit", () => killGroup("SIGKILL"));
for (const signal of ["SIGINT", "SIGTERM"]) {
	process.on(signal, async () => {
		await stopServer();
		process.exit(130);
	});
}

export async function waitForHealthz(origin, timeoutMs = 120_000) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (!server?.alive) throw new Error("the server exited before /healthz answered");
		try {
			const response = await fetch(`${origin}${HEALTHZ}`, { signal: AbortSignal.timeout(2_000) });
			if (response.ok) return;
		} catch {
			// not up yet
		}
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	throw new Error(`no answer from ${origin}${HEALTHZ} within ${timeoutMs / 1000} s`);
}

/** Ids of the server's processes (its process group): wrangler and the workerd it runs. */
export function serverProcesses() {
	if (!server?.alive) return [];
	const group = server.child.pid;
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
