import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { japanDate } from "./app/lib/japanese/japan-time";
import { OIDC_HARNESS_FILE } from "./tests/e2e/oidc/harness-file";
import { E2E_SERVERS_READY, e2eServers } from "./tests/e2e/support/servers";

// One demo day for the whole run, read by the servers and by the specs' expectations alike, so a run
// that crosses midnight in Japan stays on one day; set it to move the calendar (docs/testing.md).
// Set here, in the runner's process, before it starts the servers and the workers that inherit it.
process.env.DEMO_TODAY ||= japanDate(Date.now());

const SERVERS = e2eServers();
const PORT = String(SERVERS.main.port);
export const BASE_URL = `http://localhost:${PORT}`;

/** Specs against the staging configuration (tests/e2e/support/servers.ts). */
export const REAL_BASE_URL = `http://localhost:${SERVERS.staging.port}`;
const REAL_SPECS = /\.real\.spec\.ts$/;

/** Preview sign-in through a callback relay: specs run against the preview, which signs in through the stable host. */
export const RELAY_STABLE_URL = `http://localhost:${SERVERS.relayStable.port}`;
export const RELAY_PREVIEW_URL = `http://localhost:${SERVERS.relayPreview.port}`;
const RELAY_SPECS = /\.relay\.spec\.ts$/;

/**
 * The same build against a real OpenID provider (`oidc-provider`, started with the worker by
 * tests/e2e/oidc/harness.mjs on free ports of 127.0.0.1), configured only through vars; the APIs
 * stay mocked. Specs in tests/e2e/oidc/ run against it.
 */
const OIDC_PORT = String(SERVERS.oidc.port);
export const OIDC_BASE_URL = `http://localhost:${OIDC_PORT}`;
const OIDC_SPECS = /\/oidc\/.*\.spec\.ts$/;

/**
 * WebKit and Firefox (tests/e2e/engines/, driven through WebDriver: docs/decisions/096-engines-in-the-suite.md),
 * each against its own server configured as `npm start` serves (`--local-http-cookies`): the reserved
 * members they change are theirs alone, and they prove that configuration signs in.
 */
const ENGINE_SPECS = /\/engines\/.*\.spec\.ts$/;
export const ENGINE_URLS = {
	webkit: `http://localhost:${SERVERS.webkit.port}`,
	firefox: `http://localhost:${SERVERS.firefox.port}`,
};

// Debian's headless Chromium, the build Playwright itself runs headless: the full browser costs a
// third more time on a 2-core machine (docs/decisions/116-test-suite-time.md). Then Debian's full
// Chromium, else Playwright's own download (Playwright cannot download browsers here).
const executablePath = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));

const chromium = {
	...devices["Desktop Chrome"],
	launchOptions: {
		executablePath,
		args: [
			"--no-sandbox",
			"--disable-gpu",
			"--disable-background-networking",
			"--disable-component-update",
			"--disable-sync",
			"--no-first-run",
			"--disable-quic",
		],
	},
};

export default defineConfig({
	testDir: "tests/e2e",
	outputDir: "test-results/e2e",
	fullyParallel: true,
	workers: process.env.CI ? 2 : undefined,
	retries: 0,
	forbidOnly: true,
	reporter: [["list"], ["html", { open: "never", outputFolder: "test-results/report" }]],
	use: {
		baseURL: BASE_URL,
		locale: "ja-JP",
		timezoneId: "Asia/Tokyo",
		trace: { mode: "retain-on-failure", snapshots: false, screenshots: false, sources: false },
		// Playwright takes the failure screenshot after every test, failed or not (a quarter second each):
		// error-context.md holds the page's accessibility tree instead (docs/decisions/116-test-suite-time.md).
		screenshot: "off",
	},
	projects: [
		{
			name: "chromium",
			testIgnore: [REAL_SPECS, RELAY_SPECS, OIDC_SPECS, ENGINE_SPECS],
			use: chromium,
		},
		{
			name: "chromium-relay",
			testMatch: RELAY_SPECS,
			use: { ...chromium, baseURL: RELAY_PREVIEW_URL },
		},
		{
			name: "chromium-staging",
			testMatch: REAL_SPECS,
			use: { ...chromium, baseURL: REAL_BASE_URL },
		},
		...(["webkit", "firefox"] as const).map((engine) => ({
			name: engine,
			testMatch: ENGINE_SPECS,
			// WebKitGTK's page process aborts in its garbage collector now and then, with JavaScript off
			// (about 1 journey in 20; decision 096): two more tries, listed as flaky.
			retries: engine === "webkit" ? 2 : 0,
			use: { engineName: engine, baseURL: ENGINE_URLS[engine] },
		})),
		{
			name: "oidc",
			testMatch: OIDC_SPECS,
			use: { ...chromium, baseURL: OIDC_BASE_URL },
		},
	],
	webServer: [
		{
			name: "e2e",
			command: "node tests/e2e/support/start-servers.ts",
			url: `${BASE_URL}/healthz`,
			// Every server of the process answers once this line is printed, the default env's among them.
			wait: { stdout: new RegExp(E2E_SERVERS_READY) },
			reuseExistingServer: !process.env.CI,
			timeout: 120_000,
			stdout: "ignore",
			stderr: "pipe",
		},
		// The moved-calendar run (`npm run test:e2e:calendar`) needs the default env's server alone.
		...(process.env.E2E_DEFAULT_ENV_ONLY
			? []
			: [
					{
						name: SERVERS.oidc.name,
						command: "node tests/e2e/oidc/harness.mjs",
						env: { PORT: OIDC_PORT, OIDC_HARNESS_FILE },
						url: `${OIDC_BASE_URL}/healthz`,
						// Never reused: the providers' ports are chosen at start and written for the specs.
						reuseExistingServer: false,
						timeout: 120_000,
						stdout: "ignore" as const,
						stderr: "pipe" as const,
					},
				]),
	],
});
