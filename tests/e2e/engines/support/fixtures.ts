import { test as base } from "@playwright/test";
import { type Engine, type EngineDriver, missingEngine, startEngine } from "./drivers";
import { EnginePage } from "./engine-page";

/** The phone width the journeys ask for (an iPhone's CSS width). */
export const PHONE = { width: 390, height: 844 } as const;

type WorkerOptions = {
	/** Set by the project (playwright.config.ts). */
	engineName: Engine;
	/** Set per describe block: `test.use({ javaScript: false })`. */
	javaScript: boolean;
};
type WorkerFixtures = { engineDriver: EngineDriver };
type TestFixtures = { engine: EnginePage };

/**
 * `engine`: a page of the project's engine, with or without JavaScript, on the project's own
 * server, as a new visitor (no cookies). One browser per worker and JavaScript setting: starting
 * one takes seconds, and each test begins by forgetting every cookie.
 */
export const test = base.extend<TestFixtures, WorkerOptions & WorkerFixtures>({
	engine: async ({ engineDriver, baseURL }, use) => {
		if (!baseURL) throw new Error("the engine projects need a baseURL");
		await engineDriver.clearCookies();
		await use(new EnginePage(engineDriver, baseURL));
	},
	engineDriver: [
		async ({ engineName, javaScript }, use, workerInfo) => {
			const missing = missingEngine(engineName);
			// Only where the packages cannot be installed (scripts/ensure-browser.mjs installs them as root);
			// CI installs them, so there a missing engine fails rather than passing unseen.
			if (missing !== null && process.env.CI) throw new Error(`the ${engineName} journeys cannot run: ${missing}`);
			if (missing !== null) console.warn(`SKIPPED: ${missing}`);
			base.skip(missing !== null, missing ?? "");
			const driver = await startEngine(engineName, {
				javaScript,
				...PHONE,
				// Within the end-to-end ports (E2E_PORT + 60…69), one per parallel worker.
				driverPort: Number(process.env.E2E_PORT ?? "8790") + 60 + workerInfo.parallelIndex,
			});
			try {
				await use(driver);
			} finally {
				await driver.close();
			}
		},
		// Starting a browser under a loaded machine takes tens of seconds (WebKit's first session most).
		{ scope: "worker", timeout: 120_000 },
	],
	engineName: ["webkit", { scope: "worker", option: true }],
	javaScript: [true, { scope: "worker", option: true }],
});

export { expect } from "@playwright/test";
