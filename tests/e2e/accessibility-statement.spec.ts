import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
	ACCESSIBILITY_SCOPE,
	ACCESSIBILITY_TARGET,
	TESTED_CRITERIA,
} from "../../app/features/content/data/accessibility";
import routes from "../../app/routes";
import { NOT_PAGES, type RouteNode, routePaths, TOUR } from "./support/tour";

/*
 * ウェブアクセシビリティ方針 says only what the suite shows: its scope is the every-page tour's pages (every
 * page of the route table), and every criterion it lists as tested names specs that exist and that cite
 * the criterion (`WCAG 1.4.10`) where the test is.
 */

const ROOT = new URL("../../", import.meta.url);

test("the scope is every page the tour visits, and nothing else", () => {
	const toured = [...new Set(TOUR.map((stop) => stop.route))].sort();
	expect(ACCESSIBILITY_SCOPE.map((page) => page.route).sort()).toEqual(toured);
	// And the tour is the route table's pages (its own test fails for a route without a stop).
	const pages = routePaths(routes as RouteNode[]).filter((path) => !(path in NOT_PAGES));
	expect([...new Set(pages)].sort()).toEqual(toured);
});

test("each criterion listed as tested names specs that test it", () => {
	expect(TESTED_CRITERIA.length).toBeGreaterThan(0);
	expect(new Set(TESTED_CRITERIA.map((criterion) => criterion.id)).size).toBe(TESTED_CRITERIA.length);
	for (const criterion of TESTED_CRITERIA) {
		expect(criterion.specs.length, criterion.id).toBeGreaterThan(0);
		for (const spec of criterion.specs) {
			// A spec Playwright runs (playwright.config.ts: tests/e2e/*.spec.ts), not a helper or a note.
			expect(spec, criterion.id).toMatch(/^tests\/e2e\/[\w-]+\.spec\.ts$/);
			const file = new URL(spec, ROOT);
			expect(existsSync(file), `${criterion.id}: ${spec}`).toBe(true);
			const source = readFileSync(file, "utf8");
			expect(source, `${spec} cites WCAG ${criterion.id}`).toMatch(
				new RegExp(`WCAG[^\\n]*\\b${criterion.id.replaceAll(".", "\\.")}\\b`),
			);
			expect(source, `${spec} has tests`).toMatch(/\btest\(/);
		}
	}
});

test("the page publishes the target, the scope and each result", async ({ page }) => {
	await page.goto("/accessibility");
	await expect(page.getByRole("main")).toContainText(`${ACCESSIBILITY_TARGET.standard}`);
	await expect(page.getByRole("main")).toContainText(`適合レベル${ACCESSIBILITY_TARGET.level}`);
	const scope = page.locator(".accessibility-scope li");
	await expect(scope).toHaveText(ACCESSIBILITY_SCOPE.map((entry) => entry.label));
	const rows = page.locator(".accessibility-results tbody tr");
	await expect(rows).toHaveCount(TESTED_CRITERIA.length);
	for (const criterion of TESTED_CRITERIA) {
		const row = page.locator(`tr[data-criterion="${criterion.id}"]`);
		await expect(row.getByRole("rowheader")).toContainText(`${criterion.id} ${criterion.title}`);
		await expect(row.getByRole("cell")).toHaveText([criterion.level, "適合"]);
	}
	await expect(page.getByRole("region", { name: "お気づきの点のご連絡" })).toBeVisible();
});
