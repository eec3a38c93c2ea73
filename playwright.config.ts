import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { OIDC_HARNESS_FILE } from "./tests/e2e/oidc/harness-file";
import { e2eServers } from "./tests/e2e/support/servers";

const SERVERS = e2eServers();
const PORT = String(SERVERS.main.port);
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * The same build served as a real environment (staging): error reporting and
 * analytics switched on, no mock back end. Specs named `*.real.spec.ts` run
 * against it; their third-party requests are stubbed with `page.route`.
 */
const REAL_PORT = String(SERVERS.staging.port);
export const REAL_BASE_URL = `http://localhost:${REAL_PORT}`;
const REAL_ENV_VARS = {
	APP_ENV: "staging",
	ROLLBAR_CLIENT_TOKEN: "test-token",
	ANALYTICS_TAG_ID: "G-TEST123",
	SESSION_SECRET: "e2e-staging-session-secret-0123456789abcdefghij",
	OAUTH_CLIENT_SECRET: "x",
};
const REAL_SPECS = /\.real\.spec\.ts$/;

/**
 * Preview sign-in through a callback relay (docs/decisions/073-preview-sign-in-relay.md): the
 * same build twice, a "stable qa host" that serves the one IdP (which registers only its own
 * callback) and a "preview" on another port whose sign-in returns through that host.
 * Specs named `*.relay.spec.ts` run against them, on `E2E_PORT`+10 and +30 (+20 is the OpenID one).
 */
const RELAY_STABLE_PORT = String(SERVERS.relayStable.port);
const RELAY_PREVIEW_PORT = String(SERVERS.relayPreview.port);
export const RELAY_STABLE_URL = `http://localhost:${RELAY_STABLE_PORT}`;
export const RELAY_PREVIEW_URL = `http://localhost:${RELAY_PREVIEW_PORT}`;
const RELAY_SHARED = {
	SESSION_SECRET: "e2e-relay-shared-session-secret-0123456789abcdef",
	AUTH_RELAY_ORIGINS: RELAY_PREVIEW_URL,
};
const RELAY_PREVIEW_VARS = {
	...RELAY_SHARED,
	APP_ENV: "qa",
	API_BASE_URL: `${RELAY_STABLE_URL}/_mock`,
	OAUTH_REDIRECT_URI: `${RELAY_STABLE_URL}/callback`,
};
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
 * each against its own server started as `npm start` starts it (`--local-http-cookies`): the reserved
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
			// WebKitGTK's web process crashes now and then under Xvfb ("WebProcess CRASHED", 1 journey in
			// about 50): one more try, which the report lists as flaky rather than hiding it.
			retries: engine === "webkit" ? 1 : 0,
			use: { engineName: engine, baseURL: ENGINE_URLS[engine] },
		})),
		{
			name: "oidc",
			testMatch: OIDC_SPECS,
			use: { ...chromium, baseURL: OIDC_BASE_URL },
		},
	],
	webServer: [
		// Every server has its own inspector port (tests/e2e/support/servers.ts); the name prefixes its log.
		...[
			{ server: SERVERS.relayStable, vars: RELAY_SHARED },
			{ server: SERVERS.relayPreview, vars: RELAY_PREVIEW_VARS },
		].map(({ server: { name, port, inspector }, vars }) => ({
			name,
			command: "node scripts/serve.mjs",
			env: { PORT: String(port), INSPECTOR_PORT: String(inspector), SERVE_VARS: JSON.stringify(vars) },
			url: `http://localhost:${port}/healthz`,
			reuseExistingServer: !process.env.CI,
			timeout: 120_000,
			stdout: "ignore" as const,
			stderr: "pipe" as const,
		})),
		...[SERVERS.webkit, SERVERS.firefox].map(({ name, port, inspector }) => ({
			name,
			command: "node scripts/serve.mjs --local-http-cookies",
			env: { PORT: String(port), INSPECTOR_PORT: String(inspector) },
			url: `http://localhost:${port}/healthz`,
			reuseExistingServer: !process.env.CI,
			timeout: 120_000,
			stdout: "ignore" as const,
			stderr: "pipe" as const,
		})),
		{
			name: SERVERS.main.name,
			command: "node scripts/serve.mjs",
			env: { PORT, INSPECTOR_PORT: String(SERVERS.main.inspector) },
			url: `${BASE_URL}/healthz`,
			reuseExistingServer: !process.env.CI,
			timeout: 120_000,
			stdout: "ignore",
			stderr: "pipe",
		},
		{
			name: SERVERS.staging.name,
			command: "node scripts/serve.mjs",
			env: {
				PORT: REAL_PORT,
				INSPECTOR_PORT: String(SERVERS.staging.inspector),
				SERVE_VARS: JSON.stringify(REAL_ENV_VARS),
			},
			url: `${REAL_BASE_URL}/healthz`,
			reuseExistingServer: !process.env.CI,
			timeout: 120_000,
			stdout: "ignore",
			stderr: "pipe",
		},
		{
			name: SERVERS.oidc.name,
			command: "node tests/e2e/oidc/harness.mjs",
			env: { PORT: OIDC_PORT, INSPECTOR_PORT: String(SERVERS.oidc.inspector), OIDC_HARNESS_FILE },
			url: `${OIDC_BASE_URL}/healthz`,
			// Never reused: the providers' ports are chosen at start and written for the specs.
			reuseExistingServer: false,
			timeout: 120_000,
			stdout: "ignore",
			stderr: "pipe",
		},
	],
});
