import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = process.env.E2E_PORT ?? "8790";
export const BASE_URL = `http://localhost:${PORT}`;

// Debian's Chromium (Playwright cannot download browsers here); elsewhere Playwright's own.
const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const executablePath = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;

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
		trace: "retain-on-failure",
		screenshot: "only-on-failure",
	},
	projects: [
		{
			name: "chromium",
			use: {
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
			},
		},
	],
	webServer: {
		command: "node scripts/serve.mjs",
		env: { PORT },
		url: `${BASE_URL}/healthz`,
		reuseExistingServer: !process.env.CI,
		timeout: 120_000,
		stdout: "ignore",
		stderr: "pipe",
	},
});
