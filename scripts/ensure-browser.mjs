// Makes sure a Chromium exists for Playwright: Debian's package (installed here
// when missing and we may), else Playwright's own download where a machine has one.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

function playwrightBrowser() {
	try {
		const path = chromium.executablePath();
		return existsSync(path) ? path : null;
	} catch {
		return null;
	}
}

if (existsSync(DEBIAN_CHROMIUM) || playwrightBrowser()) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (!isRoot || !existsSync("/usr/bin/apt-get")) {
	console.error("No Chromium found. Install it with: sudo apt-get install -y chromium");
	process.exit(1);
}
console.log("Installing Debian chromium for the end-to-end tests…");
execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
	stdio: "inherit",
	env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
});
