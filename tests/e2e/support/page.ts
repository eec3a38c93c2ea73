import { expect, type Page } from "@playwright/test";

/** Waits until React has hydrated the current document (root sets html[data-hydrated]). */
export async function hydrated(page: Page): Promise<void> {
	await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
}
