import type { Locator, Page } from "@playwright/test";

/** WCAG 2.2 2.5.8 (Target Size, Minimum): 24 by 24 CSS pixels. */
export const MIN_TARGET_PX = 24;

type Rect = { left: number; top: number; right: number; bottom: number };
type Target = { name: string; rect: Rect; inline: boolean };

/** Every visible pointer target with its box (a radio with its label); `inline` marks links in a sentence (2.5.8). */
async function pointerTargets(page: Page): Promise<Target[]> {
	return page.evaluate(() => {
		const selector =
			"a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab]";
		const boxOf = (element: Element) => {
			const { left, top, right, bottom } = element.getBoundingClientRect();
			return { left, top, right, bottom };
		};
		const area = (rect: { left: number; top: number; right: number; bottom: number }) =>
			Math.max(0, rect.right - rect.left) * Math.max(0, rect.bottom - rect.top);
		const targets: {
			name: string;
			rect: { left: number; top: number; right: number; bottom: number };
			inline: boolean;
		}[] = [];
		for (const element of Array.from(document.querySelectorAll(selector))) {
			if (element.closest("[aria-hidden='true'], [inert]")) continue;
			const style = getComputedStyle(element);
			if (style.visibility === "hidden" || style.display === "none") continue;
			let rect = boxOf(element);
			// Visually hidden (clipped to 1 px, off screen until focused): not a target until it shows.
			if (rect.right - rect.left <= 1 || rect.bottom - rect.top <= 1) continue;
			if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox")) {
				for (const label of Array.from(element.labels ?? [])) {
					const labelRect = boxOf(label);
					if (area(labelRect) > area(rect)) rect = labelRect;
				}
			}
			const parentText = element.parentElement?.textContent?.trim() ?? "";
			const ownText = element.textContent?.trim() ?? "";
			const inline = element.tagName === "A" && style.display === "inline" && parentText.length > ownText.length;
			const name =
				`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} 「${(ownText || element.getAttribute("aria-label") || element.getAttribute("name") || "").slice(0, 30)}」`.trim();
			targets.push({ name, rect, inline });
		}
		return targets;
	});
}

function isSmall(rect: Rect): boolean {
	// Half a pixel of rounding: boxes of 23.99 px are 24 px targets.
	return rect.right - rect.left < MIN_TARGET_PX - 0.5 || rect.bottom - rect.top < MIN_TARGET_PX - 0.5;
}

function centre(rect: Rect): { x: number; y: number } {
	return { x: (rect.left + rect.right) / 2, y: (rect.top + rect.bottom) / 2 };
}

function distanceToRect(point: { x: number; y: number }, rect: Rect): number {
	const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
	const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
	return Math.hypot(dx, dy);
}

/** Targets under 24x24 that 2.5.8's exceptions do not cover. */
export function undersizedTargets(targets: readonly Target[]): string[] {
	const radius = MIN_TARGET_PX / 2;
	const failing: string[] = [];
	for (const target of targets) {
		if (target.inline || !isSmall(target.rect)) continue;
		const here = centre(target.rect);
		const crowded = targets.some((other) => {
			if (other === target) return false;
			if (isSmall(other.rect) && !other.inline) {
				const there = centre(other.rect);
				return Math.hypot(here.x - there.x, here.y - there.y) < 2 * radius;
			}
			return distanceToRect(here, other.rect) < radius;
		});
		if (crowded) {
			const { left, top, right, bottom } = target.rect;
			failing.push(`${target.name} ${Math.round(right - left)}x${Math.round(bottom - top)}`);
		}
	}
	return failing;
}

/** The text of an element as the browser lays it out: one string per rendered line, measured character by character. */
export async function renderedLines(locator: Locator): Promise<string[]> {
	return locator.evaluate((element) => {
		const lines: { y: number; text: string }[] = [];
		const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const text = node.textContent ?? "";
			for (let index = 0; index < text.length; index++) {
				const character = text[index] ?? "";
				if (/\s/.test(character)) continue;
				const range = document.createRange();
				range.setStart(node, index);
				range.setEnd(node, index + 1);
				const rect = range.getClientRects()[0];
				if (!rect || rect.height === 0) continue;
				const y = rect.top + rect.height / 2;
				const last = lines.at(-1);
				if (last && Math.abs(y - last.y) <= rect.height / 2) last.text += character;
				else lines.push({ y, text: character });
			}
		}
		return lines.map((line) => line.text);
	});
}

/**
 * Buttons whose label leaves one character alone on a line (「戻」「る」 under the rest): the label
 * of each visible button, link styled as a button or menu toggle, measured character by character.
 */
export async function orphanedButtonCharacters(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const found: string[] = [];
		for (const element of Array.from(document.querySelectorAll("button, .button, summary"))) {
			if (element.closest("[aria-hidden='true'], [inert]")) continue;
			const style = getComputedStyle(element);
			if (style.visibility === "hidden" || style.display === "none") continue;
			const centres: { y: number; height: number }[] = [];
			const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const text = node.textContent ?? "";
				for (let index = 0; index < text.length; index++) {
					if (/\s/.test(text[index] ?? "")) continue;
					const range = document.createRange();
					range.setStart(node, index);
					range.setEnd(node, index + 1);
					const rect = range.getClientRects()[0];
					if (rect && rect.height > 0) centres.push({ y: rect.top + rect.height / 2, height: rect.height });
				}
			}
			const lines: number[] = [];
			let lastY = Number.NEGATIVE_INFINITY;
			for (const { y, height } of centres) {
				if (Math.abs(y - lastY) > height / 2) lines.push(0);
				lines[lines.length - 1] = (lines.at(-1) ?? 0) + 1;
				lastY = y;
			}
			if (lines.length > 1 && lines.some((count) => count === 1)) {
				found.push(`one character alone on a line: 「${(element.textContent ?? "").trim().slice(0, 30)}」`);
			}
		}
		return found;
	});
}

/**
 * What every page must be on a phone: no sideways scroll, targets of 24 px (the collapsed menu
 * opened too), one h1, a title that says more than 「エラー」, no button label with one character
 * alone on a line. Returns the problems.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
	const problems: string[] = [];
	const layout = await page.evaluate(() => ({
		scrollWidth: document.documentElement.scrollWidth,
		innerWidth: window.innerWidth,
		h1: document.querySelectorAll("h1").length,
		title: document.title.trim(),
	}));
	if (layout.scrollWidth > layout.innerWidth) {
		problems.push(`scrolls sideways: ${layout.scrollWidth} > ${layout.innerWidth}`);
	}
	if (layout.h1 !== 1) problems.push(`${layout.h1} h1 elements`);
	if (layout.title === "" || layout.title === "エラー") problems.push(`title 「${layout.title}」`);

	const small = undersizedTargets(await pointerTargets(page));
	const menu = page.locator("details.site-menu > summary");
	if ((await menu.count()) > 0 && (await menu.isVisible())) {
		await menu.click();
		small.push(...undersizedTargets(await pointerTargets(page)).filter((name) => !small.includes(name)));
		await menu.click();
	}
	for (const name of small) problems.push(`target under 24x24: ${name}`);
	problems.push(...(await orphanedButtonCharacters(page)));
	return problems;
}
