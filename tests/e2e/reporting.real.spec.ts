import { expect, type Page, test } from "@playwright/test";

/** Browser error reporting as staging with a Rollbar token: Rollbar is stubbed, other third parties refused. */

type RollbarItem = {
	raw: string;
	token: string | undefined;
	body: {
		data: {
			environment?: string;
			level?: string;
			request?: { url?: string; query_string?: string; user_ip?: string };
			body: {
				trace?: { exception: { class: string; message: string } };
				message?: { body: string };
				telemetry?: unknown[];
			};
			custom?: Record<string, unknown>;
		};
	};
};

async function stubThirdParties(page: Page) {
	const items: RollbarItem[] = [];
	const refused: string[] = [];
	await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, async (route) => {
		const request = route.request();
		const url = request.url();
		if (url.startsWith("https://api.rollbar.com/")) {
			const cors = {
				"access-control-allow-origin": "*",
				"access-control-allow-headers": "content-type, x-rollbar-access-token",
				"access-control-allow-methods": "POST, OPTIONS",
			};
			if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
			const raw = request.postData() ?? "";
			items.push({ raw, token: request.headers()["x-rollbar-access-token"], body: JSON.parse(raw) });
			return route.fulfill({ status: 200, headers: cors, json: { err: 0, result: { uuid: "stub" } } });
		}
		if (url.startsWith("https://www.googletagmanager.com/gtag/js")) {
			return route.fulfill({ contentType: "text/javascript", body: "window.__gtagStub = true;" });
		}
		refused.push(url);
		return route.abort();
	});
	return { items, refused };
}

const messageOf = (item: RollbarItem) =>
	item.body.data.body.trace?.exception.message ?? item.body.data.body.message?.body ?? "";

async function ready(page: Page, path = "/faq") {
	await page.goto(path);
	await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
}

/** Raises an uncaught error in the page, outside React. */
async function raise(page: Page, message: string) {
	await page.evaluate((text) => {
		setTimeout(() => {
			throw new Error(text);
		});
	}, message);
}

test("?rollbar-test raises 「Rollbar通知テスト」 and reports it with docs/status-rules.md settings", async ({
	page,
}) => {
	const { items, refused } = await stubThirdParties(page);
	await page.goto("/faq?rollbar-test");
	await expect.poll(() => items.map(messageOf)).toContain("Rollbar通知テスト");
	const item = items.find((candidate) => messageOf(candidate) === "Rollbar通知テスト");
	expect(item?.token).toBe("test-token");
	expect(item?.body.data.environment).toBe("staging");
	expect(item?.body.data.level).toBe("error");
	expect(item?.body.data.body.trace?.exception.class).toBe("Error");
	expect(item?.body.data.custom).toMatchObject({ source: "window.error", uncaught: true });
	// docs/decisions/050-error-reporting.md: the IP is anonymised by Rollbar on arrival.
	expect(item?.body.data.request?.user_ip).toBe("$remote_ip_anonymize");
	expect(refused).toEqual([]);
});

test("captures unhandled rejections", async ({ page }) => {
	const { items } = await stubThirdParties(page);
	await ready(page);
	await page.evaluate(() => {
		void Promise.reject(new Error("rejected in the browser"));
	});
	await expect.poll(() => items.map(messageOf)).toContain("rejected in the browser");
	const item = items.find((candidate) => messageOf(candidate) === "rejected in the browser");
	expect(item?.body.data.custom).toMatchObject({ source: "unhandledrejection", uncaught: true });
});

test("does not report the ignored messages or 4xx errors (docs/status-rules.md)", async ({ page }) => {
	const { items } = await stubThirdParties(page);
	await ready(page);
	for (const message of [
		"ログインしてください",
		"認証コードが正しくありません",
		"認証コードは連続して送信できません。しばらく待ってから再度お試しください",
		"二段階認証が完了していません",
		"Please log in",
		"Two-factor authentication is not completed",
		"Failed to fetch",
		"timeout exceeded",
		"Network Error",
	]) {
		await raise(page, message);
	}
	await page.evaluate(() => {
		void Promise.reject(Object.assign(new Error("会員が見つかりません"), { status: 404 }));
		void Promise.reject(Object.assign(new Error("入力内容をご確認ください"), { status: 422 }));
		void Promise.reject(Object.assign(new Error("server said no"), { status: 500 }));
	});
	await raise(page, "sentinel after the ignored ones");
	await expect.poll(() => items.map(messageOf)).toContain("sentinel after the ignored ones");
	expect(items.map(messageOf).sort()).toEqual(["sentinel after the ignored ones", "server said no"]);
});

test("scrubs the fields and URL tokens from what it sends (docs/decisions/050-error-reporting.md)", async ({
	page,
}) => {
	const { items } = await stubThirdParties(page);
	await ready(page);
	await page.evaluate(() => {
		history.replaceState(
			history.state,
			"",
			"/activation/secret-url-token?code=oauth-code&email=taro%40example.jp&name=taro&phoneNumber=09012345678&page=2",
		);
	});
	await raise(page, "boom on /users/password/reset/message-token-777");
	await expect.poll(() => items.map(messageOf)).toContain("boom on /users/password/reset/[token]");
	const item = items.find((candidate) => messageOf(candidate) === "boom on /users/password/reset/[token]");
	const url = item?.body.data.request?.url ?? "";
	expect(url).toContain("/activation/[token]");
	expect(url).toContain("page=2");
	// Rollbar's diagnostic copy of the raw error included.
	for (const secret of ["secret-url-token", "message-token-777", "oauth-code", "taro", "09012345678"]) {
		expect(item?.raw).not.toContain(secret);
	}
});

test("sends at most 60 items a minute", async ({ page }) => {
	const { items } = await stubThirdParties(page);
	await ready(page);
	await page.evaluate(() => {
		for (let i = 0; i < 75; i++) {
			setTimeout(() => {
				throw new Error(`burst ${i}`);
			});
		}
	});
	await expect.poll(() => items.filter((item) => messageOf(item).startsWith("burst ")).length).toBe(60);
	// The limiter holds: nothing more arrives.
	await page.waitForTimeout(1_500);
	expect(items.filter((item) => messageOf(item).startsWith("burst ")).length).toBe(60);
});

test("keeps at most 100 telemetry events", async ({ page }) => {
	const { items } = await stubThirdParties(page);
	await ready(page);
	// Loaded once the page is idle, or by the first report: make sure it records from here on.
	await raise(page, "warm-up");
	await expect.poll(() => items.map(messageOf)).toContain("warm-up");
	await page.evaluate(() => {
		for (let i = 0; i < 150; i++) history.pushState(history.state, "", `/faq?step=${i}`);
	});
	await raise(page, "after many navigations");
	await expect.poll(() => items.map(messageOf)).toContain("after many navigations");
	const item = items.find((candidate) => messageOf(candidate) === "after many navigations");
	expect(item?.body.data.body.telemetry).toHaveLength(100);
});

test("truncates a report over 512 KB", async ({ page }) => {
	const { items } = await stubThirdParties(page);
	await ready(page);
	await page.evaluate(() => {
		setTimeout(() => {
			throw new Error(`huge ${"x".repeat(700 * 1024)}`);
		});
	});
	// Cutting 700 KB down in the page is seconds of CPU on a busy two-core machine: past the default 5 s.
	await expect
		.poll(() => items.filter((item) => messageOf(item).startsWith("huge ")).length, { timeout: 15_000 })
		.toBe(1);
	const item = items.find((candidate) => messageOf(candidate).startsWith("huge "));
	expect(new TextEncoder().encode(item?.raw).length).toBeLessThanOrEqual(512 * 1024);
	expect(messageOf(item as RollbarItem).length).toBeLessThan(700 * 1024);
});

test("the root error boundary reports a failed page through @rollbar/react, a 404 not at all", async ({ page }) => {
	const { items } = await stubThirdParties(page);
	await page.goto("/no/such/page");
	await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
	await ready(page, "/faq");
	// The next page's data answers with a server failure.
	await page.route("**/terms.data*", (route) => route.fulfill({ status: 500, body: "upstream exploded" }));
	await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
	await expect(page.getByText("アクセスしようとしたページは表示できませんでした")).toBeVisible();
	await expect
		.poll(() => items.filter((item) => item.body.data.custom?.source === "route-error-boundary").length)
		.toBe(1);
	expect(items.map(messageOf).some((message) => message.includes("404"))).toBe(false);
});

test("an error raised before the page is interactive is reported once the reporter starts", async ({ page }) => {
	const { items } = await stubThirdParties(page);
	// Thrown as the document finishes parsing: before hydration, so before the reporter's listeners.
	await page.addInitScript(() => {
		document.addEventListener("DOMContentLoaded", () => {
			setTimeout(() => {
				throw new Error("early failure before hydration");
			});
			void Promise.reject(new Error("early rejection before hydration"));
		});
	});
	await ready(page);
	await expect
		.poll(() => items.map(messageOf))
		.toEqual(expect.arrayContaining(["early failure before hydration", "early rejection before hydration"]));
	const early = items.find((item) => messageOf(item) === "early failure before hydration");
	expect(early?.body.data.custom).toMatchObject({ source: "window.error", uncaught: true });
	// Taken once: the buffer is gone and a later error is reported by the live listener, once.
	expect(await page.evaluate(() => "__earlyErrors" in window)).toBe(false);
	await raise(page, "after hydration");
	await expect.poll(() => items.filter((item) => messageOf(item) === "after hydration").length).toBe(1);
	expect(items.filter((item) => messageOf(item) === "early failure before hydration")).toHaveLength(1);
});
