import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type axe from "axe-core";

/** The minified build: the same rules in 0.65 MB rather than 1.5 MB to send and parse into every document. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; targets: string[] };

/**
 * axe's violations of the page as it stands, one line each, every rule. Its source
 * goes into a document once and only violations are detailed (docs/decisions/116-test-suite-time.md).
 */
export async function axeProblems(page: Page): Promise<string[]> {
	if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
	const violations: Violation[] = await page.evaluate(async () => {
		const { axe: run } = window as unknown as { axe: typeof axe };
		const { violations } = await run.run(document, { resultTypes: ["violations"] });
		return violations.map((violation) => ({
			id: violation.id,
			targets: violation.nodes.map((node) => node.target.join(" ")),
		}));
	});
	return violations.map((violation) => `axe ${violation.id}: ${violation.targets.join(", ")}`);
}

/** axe-core finds nothing on the page as it stands. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
	expect(await axeProblems(page)).toEqual([]);
}
