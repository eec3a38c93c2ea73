import type { APIRequestContext } from "@playwright/test";
import { ENDED_ELSEWHERE_MESSAGE } from "#app/session/sign-ins.server";
import { DEMO_PASSWORD, type DemoLogin } from "../../support/auth";
import { readChart, STEPS_CHART, WEIGHT_CHART } from "../../support/chart-reading";
import { LIME_LINKS, limeUrl } from "../../support/lime";
import { armFault, lastMailedLink, memberEmail, resetMember, storedEnquiries } from "../../support/mock";
import type { EnginePage } from "./engine-page";
import { expect, PHONE, test } from "./fixtures";
import { passTwoFactor, scriptsRan, signInAtIdp, signInOnIdpPage } from "./member";

/*
 * What members do on their phones, in WebKit (every iPhone browser) and Firefox: the same journeys
 * in both engines (projects `webkit` and `firefox`), with JavaScript and without. Each engine has
 * its own server (playwright.config.ts), so the members a journey changes are reset there alone;
 * the two JavaScript settings of one engine run side by side, so each takes its own member or link.
 * Called by ../journeys.spec.ts (JavaScript on) and ../journeys-no-js.spec.ts (off).
 */

const NEW_PASSWORD = "Kenko-2026x";
const SUMMARY = "section.error-summary";

/** The page is as wide as the phone (or as narrow as the engine's window goes) and nothing scrolls sideways. */
async function expectPhoneWidth(page: EnginePage) {
	const width = await page.viewportWidth();
	// MiniBrowser's window stops at 447 px (its toolbar); Firefox gives the phone's 390.
	expect(width).toBeLessThanOrEqual(page.driver.engine === "webkit" ? 447 : PHONE.width);
	expect(await page.sidewaysOverflow()).toBe(0);
}

/** The page ran its scripts exactly when the browser has JavaScript on. */
async function expectScripts(page: EnginePage) {
	await page.hydrated();
	expect(await scriptsRan(page)).toBe(page.javaScript);
}

async function openMenu(page: EnginePage) {
	// The menu is a chunk hydrated after the page: after a client-side back it may still be on its way.
	await page.waitFor("the menu", () => document.querySelector("details.site-menu") !== null);
	const open = await page.evaluate(() => (document.querySelector("details.site-menu") as HTMLDetailsElement).open);
	if (!open) await page.clickButton("メニュー");
	await page.waitFor("the menu open", () => (document.querySelector("details.site-menu") as HTMLDetailsElement).open);
}

/**
 * A member whose state a journey changes, started over on this engine's server and signed in for
 * `path`; waits where the portal lands them (`landsOn`, `path` by default) under `heading`.
 */
async function signInAfresh(
	page: EnginePage,
	request: APIRequestContext,
	member: DemoLogin,
	path: string,
	{ heading, landsOn = path }: { heading: string; landsOn?: string },
) {
	await resetMember(request, member);
	await signInAtIdp(page, member, path);
	await passTwoFactor(page);
	await page.waitForPath(landsOn);
	await page.waitForHeading(heading);
	await expectScripts(page);
	await expectPhoneWidth(page);
}

const WINDOWS_EDGE =
	"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";

/**
 * `member` signed in from another device (a PC's Edge), as plain HTTP requests with their own
 * cookies: /login, the mock IdP's form, the callback, which writes the sign-in to the member's list.
 */
async function signedInElsewhere(
	newRequest: (options: { baseURL: string; userAgent: string }) => Promise<APIRequestContext>,
	baseURL: string,
	member: DemoLogin,
): Promise<APIRequestContext> {
	const elsewhere = await newRequest({ baseURL, userAgent: WINDOWS_EDGE });
	const idpPage = await (await elsewhere.get("/login?returnTo=%2Fnews")).text();
	const form = new URLSearchParams(
		[...idpPage.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
			([, name = "", value = ""]) => [name, value.replaceAll("&amp;", "&")] as [string, string],
		),
	);
	form.set("login_id", member);
	form.set("password", DEMO_PASSWORD);
	const signedIn = await elsewhere.post("/_mock/oauth/authorize", {
		headers: { "Content-Type": "application/x-www-form-urlencoded" },
		data: form.toString(),
	});
	expect(new URL(signedIn.url()).pathname).toBe("/two_factor_authentication/email");
	return elsewhere;
}

const signInRows = (page: EnginePage) =>
	page.evaluate(() =>
		[...document.querySelectorAll("#sign-ins .sign-ins > li")].map((item) => ({
			device: item.querySelector(".sign-in__device strong")?.textContent ?? "",
			thisDevice: item.querySelector(".sign-in__this") !== null,
		})),
	);

const summaryLinks = (page: EnginePage) =>
	page.evaluate((css: string) => [...document.querySelectorAll(`${css} a`)].map((a) => a.textContent?.trim()), SUMMARY);

/** The journeys, for the JavaScript setting of the file that calls this (a worker option: one file each). */
export function defineJourneys(javaScript: boolean): void {
	test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
		// Each journey is a dozen page loads and posts, every one waiting on what the page shows
		// (STEP_MS each, ./engine-page.ts); the whole may take that long on a loaded machine.
		test.describe.configure({ timeout: 180_000 });

		test("SMS two-factor, a page from the menu and back, sign-out", async ({ engine: page }) => {
			await signInAtIdp(page, "sms", "/users/detail");
			await passTwoFactor(page, "sms");
			await page.waitForPath("/users/detail");
			await page.waitForHeading("会員情報");
			await expectScripts(page);
			await expectPhoneWidth(page);
			await page.waitForText("山田 太郎");

			// The home charts as this engine draws them (decision 118): units on the value axis, 12 px labels, weeks in their slots.
			await page.goto("/");
			await page.waitForHeading("ようこそ、山田 太郎さん");
			const weight = await page.evaluate(readChart, WEIGHT_CHART);
			expect(weight.labels.filter((label) => label.endsWith(" kg")).length).toBeGreaterThanOrEqual(3);
			expect(weight.smallestFontPx).toBeGreaterThanOrEqual(12);
			expect(weight.dotsX).toHaveLength(11);
			const [first = 0, second = 0] = weight.dotsX;
			expect(second - first).toBeGreaterThan(10);
			// The steps chart far down the page: frappe-charts redraws it once it comes near the screen
			// (decision 122), in this engine too; without JavaScript the server's drawing stays.
			await page.evaluate(
				(css: string) => document.querySelector(css)?.scrollIntoView({ block: "center" }),
				STEPS_CHART,
			);
			if (javaScript)
				await page.waitFor(
					"the steps chart redrawn with its 11 weeks of bars",
					(css: string) =>
						document.querySelector(css)?.getAttribute("data-drawn") === "true" &&
						[...document.querySelectorAll(`${css} .frappe-chart rect.bar`)].filter(
							(bar) => bar.getBoundingClientRect().height > 0,
						).length === 11,
					STEPS_CHART,
				);
			else
				expect(
					await page.evaluate((css: string) => document.querySelector(css)?.getAttribute("data-drawn"), STEPS_CHART),
				).toBe("false");
			const steps = await page.evaluate(readChart, STEPS_CHART);
			expect(steps.smallestFontPx).toBeGreaterThanOrEqual(12);
			const stepValues = steps.labels.filter((label) => label.endsWith("歩"));
			expect(stepValues).toContain("0 歩");
			for (const label of stepValues) expect(label).toMatch(/^\d{1,3}(,\d{3})* 歩$/);
			await expectPhoneWidth(page);
			await page.goto("/users/detail");
			await page.waitForHeading("会員情報");

			// A page left in place: with JavaScript the router changes the page without loading a document.
			await page.evaluate(() => {
				(window as unknown as { journeyMark: number }).journeyMark = 1;
			});
			const marked = () => page.evaluate(() => "journeyMark" in window);
			await openMenu(page);
			await page.clickLink("お知らせ", "nav.site-nav");
			await page.waitForPath("/news");
			await page.waitForHeading("お知らせ");
			expect(await marked()).toBe(javaScript);
			await page.driver.back();
			await page.waitForPath("/users/detail");
			await page.waitForHeading("会員情報");
			// Without JavaScript the engine may keep the page it left (back-forward cache) or load it again.
			if (javaScript) expect(await marked()).toBe(true);

			await openMenu(page);
			await page.clickButton("ログアウト");
			// Our /login says so and waits for the member to choose to sign in again.
			await page.waitForPath(/^\/login/);
			await page.waitForHeading("ログイン");
			await page.waitFor(
				"the sign-out notice",
				() => document.body.textContent?.includes("ログアウトしました") ?? false,
			);
			// Signed out for real: a member page asks for the sign-in again.
			await page.goto("/users/detail");
			await page.waitForPath(/^\/_mock\/oauth\/authorize\?/);
		});

		test("「ログイン中の端末」: this one marked, the other ended with 「この端末以外からログアウトする」", async ({
			engine: page,
			request,
			playwright,
			baseURL,
		}) => {
			// Members of their own per setting: ending the others would end the other setting's too.
			const member = javaScript ? "devices" : "devices-nojs";
			await signInAfresh(page, request, member, "/users/detail", { heading: "会員情報" });
			const elsewhere = await signedInElsewhere(
				(options) => playwright.request.newContext(options),
				baseURL ?? "",
				member,
			);
			await page.goto("/users/detail");
			await page.waitForText("ログイン中の端末", "#sign-ins");
			const rows = await signInRows(page);
			expect(rows).toHaveLength(2);
			expect(rows.find((row) => row.thisDevice)?.device).toMatch(/^Linux・/);
			expect(rows.find((row) => !row.thisDevice)?.device).toBe("Windows・Edge");

			await page.clickLink("この端末以外からログアウトする", "#sign-ins");
			if (javaScript) {
				// Asked first in a dialog, the page left where it was.
				await page.waitFor("the question's dialog", () => document.querySelector("dialog[open]") !== null);
				expect(await page.path()).toBe("/users/detail");
				await page.click("dialog[open] button[type=submit]");
			} else {
				// Asked first on the page itself.
				await page.waitForPath("/users/detail?confirm=end-other-sign-ins");
				await page.waitForText("この端末以外のすべての端末からログアウトしますか");
				await expectPhoneWidth(page);
				await page.clickButton("ログアウトする");
			}
			await page.waitForText("この端末以外からログアウトしました", ".notification");
			expect(await signInRows(page)).toEqual([
				{ device: rows.find((row) => row.thisDevice)?.device, thisDevice: true },
			]);
			await expectPhoneWidth(page);

			// The other device's next page is the sign-in, saying why.
			const next = await elsewhere.get("/news", { maxRedirects: 0 });
			expect(next.status()).toBe(302);
			const login = next.headers().location ?? "";
			expect(login).toMatch(/^\/login(\?|$)/);
			expect(await (await elsewhere.get(login, { maxRedirects: 0 })).text()).toContain(ENDED_ELSEWHERE_MESSAGE);
			await elsewhere.dispose();
			// This one stays signed in.
			await page.goto("/news");
			await page.waitForHeading("お知らせ");
		});

		test("e-mail two-factor, the enquiry refused empty with its summary, then sent", async ({ engine: page }) => {
			await signInAtIdp(page, "email", "/contact/user");
			await passTwoFactor(page, "email");
			await page.waitForPath("/contact/user");
			await page.waitForHeading("お問い合わせ");
			await expectScripts(page);

			await page.clickButton("入力内容を確認する");
			await page.waitFor("the error summary", (css: string) => document.querySelector(css) !== null, SUMMARY);
			expect(await summaryLinks(page)).toEqual([
				"お問い合わせの種類を選択してください",
				"お問い合わせ内容を入力してください",
			]);
			// The summary takes focus (a script with JavaScript, `autofocus` on the returned page without).
			await page.waitFor("focus on the summary", (css: string) => document.activeElement?.matches(css), SUMMARY);
			expect((await page.focused()).text).toContain("入力内容にエラーがあります");
			await expectPhoneWidth(page);
			// Every link leads to an element of the page; the body's link puts the cursor in the body.
			const targets = await page.evaluate(
				(css: string) =>
					[...document.querySelectorAll<HTMLAnchorElement>(`${css} a`)].map(
						(a) => a.hash.startsWith("#") && document.getElementById(decodeURIComponent(a.hash.slice(1))) !== null,
					),
				SUMMARY,
			);
			expect(targets).toEqual([true, true]);
			await page.clickLink("お問い合わせ内容を入力してください", SUMMARY);
			await page.waitFor("focus in the body field", () => document.activeElement?.getAttribute("name") === "body");

			await page.choose("subject", "health_navi");
			await page.fill("body", "歩数が反映されません。");
			const entries = await page.evaluate(() => history.length);
			await page.clickButton("入力内容を確認する");
			await page.waitForHeading("入力内容の確認");
			await page.waitForText("歩数が反映されません。");
			if (javaScript) {
				// Back from 確認 returns to the form with what was typed (decision 177), once the step's
				// own history entry is committed (React Router does so after it has rendered).
				await page.waitFor("the confirm step's history entry", (before: number) => history.length > before, entries);
				await page.driver.back();
				await page.waitForHeading("お問い合わせ");
				await page.waitForValue("body", "歩数が反映されません。");
				await page.clickButton("入力内容を確認する");
				await page.waitForHeading("入力内容の確認");
			}
			await page.clickButton("送信する");
			await page.waitForPath(/^\/contact\/user\?receipt=/);
			await page.waitForHeading("お問い合わせを受け付けました");
			await page.waitForText("受付番号");
		});

		test("foul weather: an enquiry whose answer was lost is told as unknown and stored once", async ({
			engine: page,
			request,
		}) => {
			// The API stores the enquiry, then the gateway loses its answer (a 502): the member must not be told it failed.
			const text = `届いたか分からない問い合わせ ${crypto.randomUUID()}`;
			await armFault(request, { call: "POST /api/orange/v1/contact", fault: "lost", bodyContains: text });
			await signInAtIdp(page, "email", "/contact/user");
			await passTwoFactor(page, "email");
			await page.waitForPath("/contact/user");
			await page.waitForHeading("お問い合わせ");
			await page.hydrated();
			await page.choose("subject", "health_navi");
			await page.fill("body", text);
			await page.clickButton("入力内容を確認する");
			await page.waitForHeading("入力内容の確認");
			await page.clickButton("送信する");
			await page.waitForText("送信できたか確認できませんでした", SUMMARY);
			await page.waitForText("二重に届くことはありません", SUMMARY);
			expect(await page.evaluate(() => document.body.textContent?.includes("まだ送信されていません"))).toBe(false);
			expect(await storedEnquiries(request, text)).toHaveLength(1);
			await expectPhoneWidth(page);

			// Sending again carries the same key: the receipt of the first, nothing stored twice.
			await page.clickButton("送信する");
			await page.waitForPath(/^\/contact\/user\?receipt=/);
			await page.waitForHeading("お問い合わせを受け付けました");
			const stored = await storedEnquiries(request, text);
			expect(stored).toHaveLength(1);
			await page.waitForText(String(stored[0]));
		});

		test("the forced password change with its rule checklist", async ({ engine: page, request }) => {
			// Members of their own per setting: the two run side by side on this engine's server.
			await signInAfresh(page, request, javaScript ? "force" : "weak", "/users/detail", {
				landsOn: "/users/password/force_change?returnTo=%2Fusers%2Fdetail",
				heading: "パスワード変更のお願い",
			});
			const met = () => page.evaluate(() => document.querySelectorAll(".password-rules li.is-met").length);
			const ruleCount = await page.evaluate(() => document.querySelectorAll(".password-rules li").length);
			expect(ruleCount).toBe(3);

			await page.fill("password", "short");
			if (javaScript) {
				// Live: only the half-width rule holds for 「short」; all three once the password is good.
				await page.waitFor("one rule met", () => document.querySelectorAll(".password-rules li.is-met").length === 1);
				await page.fill("password", NEW_PASSWORD);
				await page.waitFor("every rule met", () => document.querySelectorAll(".password-rules li.is-met").length === 3);
			} else {
				// Without JavaScript the same list stands as plain rules, ticked by nothing.
				expect(await met()).toBe(0);
				await page.fill("password", NEW_PASSWORD);
			}
			await page.fill("currentPassword", "Password123!");
			await page.fill("passwordConfirmation", NEW_PASSWORD);
			await page.clickButton("パスワードを変更する");
			await page.waitForPath("/users/detail");
			await page.waitForHeading("会員情報");
			await page.waitForText("パスワードを変更しました");
			if (javaScript) {
				// The toast stack (decision 123) in this engine: measured, entered and wholly on the phone's screen.
				await page.waitFor("the saved toast on screen", () => {
					const message = [...document.querySelectorAll(".toaster [role='status']")].find((element) =>
						element.textContent?.includes("パスワードを変更しました"),
					);
					const bar = message?.parentElement;
					if (!bar || getComputedStyle(bar).opacity !== "1") return false;
					const box = bar.getBoundingClientRect();
					return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
				});
			}
		});

		test("a questionnaire in the app's page: every question answered, sent, then the thanks", async ({
			engine: page,
			request,
		}) => {
			// An answer is accepted once: each setting takes a member of its own, started over on this engine's server.
			await signInAfresh(page, request, javaScript ? "recipe" : "trusted", "/questionnaires/1/new", {
				heading: "生活習慣アンケート（11月）",
			});
			// 朝食 週5日, 運動 毎日, 間食 ときどきできた, 体重測定 定期的にできた.
			const choices = { q101: "five_days", q102: "everyday", q103: "often", q104: "on_regular_basis" };
			for (const [question, choice] of Object.entries(choices)) await page.choose(question, choice);
			await page.fill("q105", "最近よく歩いています。");
			// Answers about health are sent only with the member's consent: the box is unticked until then.
			await page.choose("consent", "on");
			await page.clickButton("回答を送信する");
			await page.waitForHeading("ご回答ありがとうございました");
			await page.waitForText("「生活習慣アンケート（11月）」の回答を受け付けました。");
			await page.waitForText("「アプリに戻る」を押して、アプリにお戻りください。");
			expect(
				await page.evaluate(() =>
					[...document.querySelectorAll("a")].map((a) => [a.textContent?.trim(), a.getAttribute("href")]),
				),
			).toEqual([["アプリに戻る", "miraihealthnavi://webview/close"]]);
			await expectPhoneWidth(page);
		});

		test("a forgotten password: the mailed link, a new password, then sign-in with it", async ({
			engine: page,
			request,
		}) => {
			const login = javaScript ? "password" : "limit";
			const email = memberEmail(login);
			await resetMember(request, login);
			await page.goto("/users/password/reset");
			await page.waitForHeading("パスワードの再設定");
			await expectScripts(page);
			await expectPhoneWidth(page);
			await page.fill("email", email);
			await page.clickButton("再設定用のメールを送信する");
			await page.waitForPath("/users/password/reset?sent=1");
			await page.waitForText("メールを送信しました");

			const mailed = await lastMailedLink(request, email);
			expect(mailed).toMatch(/^\/users\/password\/reset\/[\w-]+$/);
			await page.goto(mailed);
			await page.waitForHeading("パスワードの再設定");
			await page.hydrated();
			await page.fill("password", NEW_PASSWORD);
			await page.fill("passwordConfirmation", NEW_PASSWORD);
			await page.clickButton("パスワードを再設定する");
			await page.waitForPath("/login");
			await page.waitForText("パスワードを再設定しました。新しいパスワードでログインしてください");

			await page.clickButton("ログインする");
			await signInOnIdpPage(page, login, NEW_PASSWORD);
			await page.waitForPath(/^\/two_factor_authentication\/email(\?|$)/);
			await page.waitForHeading("二段階認証");
		});

		test("the contact-detail link: 和暦 birth date, postal lookup, confirmation, then a new e-mail address", async ({
			engine: page,
			request,
		}) => {
			const link = javaScript ? LIME_LINKS.yamada : LIME_LINKS.takahashi;
			const era = javaScript ? { era: "昭和", year: "55" } : { era: "平成", year: "4" };
			const reset = await request.post(`/_mock/__mock/reset?link=${link.token}`);
			expect(reset.status()).toBe(204);

			await page.goto(limeUrl(link));
			await page.waitForHeading("連絡先情報の入力");
			await expectScripts(page);
			await page.clickLink("手続きを始める");
			await page.waitForPath(limeUrl(link, "auth"));
			await page.waitForHeading("ご本人確認");
			await expectPhoneWidth(page);
			await page.hydrated();
			await page.select("birthDate.era", era.era);
			await page.fill("birthDate.year", era.year);
			await page.fill("birthDate.month", link.birth.month);
			await page.fill("birthDate.day", link.birth.day);
			if (javaScript) await page.waitForText(`（西暦${link.birth.year}年）`, ".birth-date");
			await page.fill("nameKana", link.nameKana);
			await page.fill("kigou", link.kigou);
			await page.fill("number", link.number);
			await page.clickButton("本人確認する");
			await page.waitForPath(limeUrl(link, "actions"));

			await page.goto(limeUrl(link, "input"));
			await page.waitForPath(limeUrl(link, "input"));
			await page.hydrated();
			await page.choose("addressType", "home");
			if (javaScript) {
				// Seven digits in the first box: split across both, the address filled in as typed.
				await page.fill("postalCodeFirst", "100-0005");
				await page.waitForValue("postalCodeSecond", "0005");
				await page.waitForText("住所を入力しました：東京都千代田区丸の内");
			} else {
				await page.fill("postalCodeFirst", "100");
				await page.fill("postalCodeSecond", "0005");
				await page.clickButton("住所を検索");
				await page.waitForText("住所を入力しました：東京都千代田区丸の内");
			}
			await page.waitForValue("prefecture", "東京都");
			await page.waitForValue("city", "千代田区");
			await page.fill("street", "丸の内1-1-1");
			await page.choose("phoneType", "home");
			await page.fill("phoneNumber", "03-1234-5678");
			await page.clickButton("入力内容を確認する");
			await page.waitForPath(limeUrl(link, "input/confirm"));
			await page.waitForText("千代田区");
			await page.clickButton("この内容で登録する");
			await page.waitForPath(limeUrl(link, "input/complete"));
			await page.waitForHeading("連絡先情報を登録しました");

			// The same link's other errand: a new e-mail address, confirmed by the link mailed to it.
			await page.goto(limeUrl(link, "actions"));
			await page.click(`a.lime-action[href="${limeUrl(link, "email")}"]`);
			await page.waitForPath(limeUrl(link, "email"));
			await page.waitForText("メールアドレス変更", ".lime-header__title");
			await page.hydrated();
			const email = `${link.token}.${Date.now()}@example.jp`;
			await page.fill("email", email);
			await page.fill("emailConfirmation", email);
			await page.clickButton("確認メールを送信する");
			await page.waitForPath(limeUrl(link, "email/complete"));
			await page.waitForHeading("確認メールを送信しました");
			await page.waitForText(`新しいメールアドレス：${email}`, ".lime-done");
			const mailed = await lastMailedLink(request, email);
			expect(mailed).toMatch(new RegExp(`^${limeUrl(link, "change_email")}/[\\w-]+$`));
			await page.goto(mailed);
			await page.waitForHeading("メールアドレスの変更");
			await page.hydrated();
			await page.clickButton("メールアドレスの変更を完了する");
			await page.waitForHeading("メールアドレスを変更しました");
			await page.waitForText(`新しいメールアドレス：${email}`, ".lime-done");
			await expectPhoneWidth(page);
		});
	});
}
