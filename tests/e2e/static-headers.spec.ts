import { expect, test } from "@playwright/test";

/* Static files are served without the worker (public/_headers): the same security set as pages. */

const SHARED = [
	"strict-transport-security",
	"x-content-type-options",
	"x-frame-options",
	"cross-origin-opener-policy",
	"cross-origin-resource-policy",
	"permissions-policy",
] as const;

test("favicon, robots.txt and a built module carry the pages' security headers", async ({ request }) => {
	const page = await request.get("/faq");
	const html = await page.text();
	const module = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
	expect(module).toBeTruthy();
	for (const path of ["/favicon.svg", "/robots.txt", module ?? ""]) {
		const response = await request.get(path);
		expect(response.status(), path).toBe(200);
		for (const name of SHARED) expect(response.headers()[name], `${path} ${name}`).toBe(page.headers()[name]);
		expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
	}
});
