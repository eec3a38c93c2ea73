// Makes sure the end-to-end browsers exist: Debian's chromium-headless-shell for Playwright (chromium
// for the bench's Lighthouse), and for the WebKit
// and Firefox journeys (tests/e2e/engines) webkit2gtk-driver, xvfb and firefox-esr. Installs what
// is missing when we are root with apt-get. Where that cannot be done, Chromium (or Playwright's
// own download) is required; the other two engines are skipped with a message saying why.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const DEBIAN_HEADLESS_CHROMIUM = "/usr/bin/chromium-headless-shell";

function playwrightBrowser() {
	try {
		const path = chromium.executablePath();
		return existsSync(path) ? path : null;
	} catch {
		return null;
	}
}

/** Debian package → a file it installs. */
const ENGINE_PACKAGES = {
	"webkit2gtk-driver": "/usr/bin/WebKitWebDriver",
	xvfb: "/usr/bin/Xvfb",
	"firefox-esr": "/usr/bin/firefox-esr",
};

const missing = Object.entries(ENGINE_PACKAGES)
	.filter(([, file]) => !existsSync(file))
	.map(([name]) => name);
const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
const needChromium = !existsSync(DEBIAN_HEADLESS_CHROMIUM) && !existsSync(DEBIAN_CHROMIUM) && !playwrightBrowser();
// Where apt-get can, the headless build even when another Chromium is there: the suite runs faster on it.
if (!existsSync(DEBIAN_HEADLESS_CHROMIUM) && (needChromium || canInstall)) missing.unshift("chromium-headless-shell");
if (missing.length === 0) process.exit(0);

if (!canInstall) {
	const command = `sudo apt-get install -y ${missing.join(" ")}`;
	if (needChromium) {
		console.error(`No Chromium found for the end-to-end tests. Install it with: ${command}`);
		process.exit(1);
	}
	// tests/e2e/engines/support/fixtures.ts skips each engine's journeys, naming what is missing.
	console.warn(
		`The WebKit and Firefox journeys will be SKIPPED: ${missing.join(", ")} missing. Install with: ${command}`,
	);
	process.exit(0);
}
console.log(`Installing Debian ${missing.join(", ")} for the end-to-end tests…`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
execFileSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env });
