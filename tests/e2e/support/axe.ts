import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe's violations of the page as it stands, one line each. Legacy mode runs axe in the page itself:
 * our pages have no frames, and the default opens a second page per run (a second of a 2-core machine).
 */
export async function axeProblems(page: Page): Promise<string[]> {
	const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
	return violations.map(
		(violation) => `axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
	);
}

/** axe-core finds nothing on the page as it stands. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
	expect(await axeProblems(page)).toEqual([]);
}
