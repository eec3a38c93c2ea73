import { expect, test } from "@playwright/test";
import { RELAY_PREVIEW_URL, RELAY_STABLE_URL } from "../../playwright.config";
import { passTwoFactor, signInAtIdp } from "./support/auth";

/* A preview signs in through the stable qa host (decision 073); the IdP knows only the stable callback. */
const RELAY_REFUSED = "このログインは受け付けられません。もう一度ログインしてください。";

test("a member signs in on the preview and lands on the preview, signed in", async ({ page }) => {
	const hops: string[] = [];
	page.on("request", (request) => {
		if (request.isNavigationRequest() && new URL(request.url()).pathname === "/callback") hops.push(request.url());
	});

	await signInAtIdp(page, "sms", "/faq/user");
	await passTwoFactor(page);

	await expect(page).toHaveURL(`${RELAY_PREVIEW_URL}/faq/user`);
	await expect(page.getByRole("heading", { level: 1, name: "よくある質問" })).toBeVisible();
	await expect(page.getByRole("button", { name: "ログアウト" })).toBeVisible();
	// The IdP's answer went to the stable host, which relayed it to the preview.
	expect(hops.map((url) => new URL(url).origin)).toEqual([RELAY_STABLE_URL, RELAY_PREVIEW_URL]);
	const [atStable, atPreview] = hops.map((url) => new URL(url).searchParams);
	expect(atPreview?.get("code")).toBe(atStable?.get("code"));
	expect(atPreview?.get("state")).toBe(atStable?.get("state"));

	// Replaying the relay, at the stable host or straight at the preview, signs no one in again.
	const replay = await page.goto(hops[0] ?? "");
	expect(replay?.status()).toBe(400);
	await expect(page.getByText("ログインの手続きが見つからないか、有効期限が切れています。")).toBeVisible();
	expect(new URL(page.url()).origin).toBe(RELAY_PREVIEW_URL);
});

test("the IdP registers only the stable callback: the preview's own is refused", async ({ page }) => {
	const response = await page.goto(
		`${RELAY_STABLE_URL}/_mock/oauth/authorize?client_id=mock-client&redirect_uri=${encodeURIComponent(
			`${RELAY_PREVIEW_URL}/callback`,
		)}&response_type=code&scope=public&state=s&code_challenge=${"a".repeat(43)}&code_challenge_method=S256`,
	);
	expect(response?.status()).toBe(400);
	await expect(page.getByText("redirect_uri が登録されたものと一致しません。")).toBeVisible();
});

test("the stable host refuses a forged relay state", async ({ page }) => {
	const response = await page.goto(`${RELAY_STABLE_URL}/callback?code=c&state=relay.v1.${"A".repeat(60)}`);
	expect(response?.status()).toBe(400);
	await expect(page.getByText(RELAY_REFUSED)).toBeVisible();
	expect(new URL(page.url()).origin).toBe(RELAY_STABLE_URL);
});
