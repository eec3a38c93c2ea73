import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

type Violation = { id: string; targets: string[] };

/**
 * axe's violations of the page as it stands, one line each, every rule. Its half a megabyte of source
 * goes into a document once and only violations are detailed (docs/decisions/116-test-suite-time.md).
 */
export async function axeProblems(page: Page): Promise<string[]> {
	if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
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
