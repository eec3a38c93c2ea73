/** A server the end-to-end run starts: its port and its inspector's (wrangler's default, 9229, may be taken). */
export type E2eServer = { name: string; port: number; inspector: number };

/** Every e2e server and its ports from E2E_PORT (default 8790); scripts/check-ports.ts checks them before `npm test`. */
export function e2eServers(env: Record<string, string | undefined> = process.env) {
	const base = Number(env.E2E_PORT ?? "8790");
	const real = Number(env.E2E_REAL_PORT ?? base + 100);
	const oidc = Number(env.E2E_OIDC_PORT ?? base + 20);
	return {
		main: { name: "default env", port: base, inspector: base + 1 },
		relayStable: { name: "relay (stable qa host)", port: base + 10, inspector: base + 11 },
		relayPreview: { name: "relay (preview)", port: base + 30, inspector: base + 12 },
		oidc: { name: "OpenID provider env", port: oidc, inspector: oidc + 1 },
		staging: { name: "staging env", port: real, inspector: real + 1 },
		// The WebKit and Firefox journeys' servers, started as `npm start` starts one (tests/e2e/engines).
		webkit: { name: "WebKit journeys", port: base + 40, inspector: base + 41 },
		firefox: { name: "Firefox journeys", port: base + 50, inspector: base + 51 },
	} satisfies Record<string, E2eServer>;
}
