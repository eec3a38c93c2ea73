import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cookiesContext } from "#app/request/context.server";
import { flashToast, takeToasts } from "#app/request/flash.server";
import { createRequestCookies } from "#app/session/cookies.server";

const SECRET = "f".repeat(48);
const RESET = { type: "success", text: "パスワードを再設定しました。新しいパスワードでログインしてください" } as const;

function contextWithToast() {
	const context = new RouterContextProvider();
	const cookies = createRequestCookies([SECRET]);
	context.set(cookiesContext, cookies);
	flashToast(context, RESET);
	return { context, cookies };
}

describe("takeToasts", () => {
	it("gives a rendering page the queued toasts once, and clears them", () => {
		const { context, cookies } = contextWithToast();
		expect(takeToasts(context, new Request("https://portal.example.jp/two_factor_authentication/email"))).toEqual([
			RESET,
		]);
		expect(cookies.flash.value).toBeNull();
		expect(takeToasts(context, new Request("https://portal.example.jp/"))).toEqual([]);
	});

	it.each(["/login", "/login.data", "/callback", "/callback.data"])(
		"leaves them for the page after %s, which only sends the browser on",
		(path) => {
			const { context, cookies } = contextWithToast();
			expect(takeToasts(context, new Request(`https://portal.example.jp${path}?returnTo=%2F`))).toEqual([]);
			expect(cookies.flash.value?.toasts).toEqual([RESET]);
		},
	);
});
