import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { OrangeErrorScreen } from "#app/components/error-screen";
import { LimeErrorScreen } from "#app/features/contact-detail/error-screen";
import { toScreenError } from "#app/lib/errors/route-error";
import { SESSION_UNAVAILABLE_MESSAGE } from "#app/request/guard.server";

function render(element: React.ReactElement): string {
	const router = createMemoryRouter([{ path: "*", element }]);
	return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** The shape React Router hands an error boundary for a thrown `data()` or a 404 it raised itself. */
function routeError(status: number, body: unknown, internal = false) {
	return { status, statusText: "", data: body, internal };
}

describe("toScreenError", () => {
	it("keeps status and the server's message", () => {
		expect(toScreenError(routeError(404, "無効なURLです"), "/x")).toEqual({
			status: 404,
			message: "無効なURLです",
			fromServer: true,
		});
	});
	it("joins an error response's messages with newlines (docs/status-rules.md)", () => {
		expect(toScreenError(routeError(422, { status: 422, errors: ["一つ目", "二つ目"] }), "/x")).toEqual({
			status: 422,
			message: "一つ目\n二つ目",
			fromServer: true,
		});
	});
	it("names the path for a route that does not exist", () => {
		expect(toScreenError(routeError(404, "Error: No route matches URL", true), "/nope")).toEqual({
			status: 404,
			message: "Page Not Found: /nope",
		});
	});
	it("names the path for that 404 as the browser gets it from the page's hydration data (no internal flag)", () => {
		const hydrated = new UNSAFE_ErrorResponseImpl(404, "Not Found", 'Error: No route matches URL "/nope"');
		expect(toScreenError(hydrated, "/nope")).toEqual({ status: 404, message: "Page Not Found: /nope" });
		// The same words about another address are a server's message, shown as such.
		expect(toScreenError(hydrated, "/other")).toMatchObject({ status: 404, fromServer: true });
	});
	it("shows no markup a proxy answered with (a 504 page): only the status", () => {
		expect(toScreenError(routeError(504, "<h1>504 Gateway Timeout</h1>"), "/x")).toEqual({ status: 504 });
	});
	it("shows nothing of a thrown Error (no status: heading falls back)", () => {
		expect(toScreenError(new Error("db password wrong"), "/x")).toEqual({});
	});
});

describe("error screens (docs/routes.md)", () => {
	it.each([
		[{ status: 404, message: "Page Not Found: /news/0" }, ["404", "ページが見つかりません", "Page Not Found: /news/0"]],
		[{ status: 500 }, ["500", "アクセスしようとしたページは表示できませんでした", "予期せぬエラーが発生しました"]],
		[
			{ status: 403, message: "権限がありません" },
			["403", "アクセスしようとしたページは表示できませんでした", "権限がありません"],
		],
		[{}, ["エラーが発生しました", "アクセスしようとしたページは表示できませんでした", "予期せぬエラーが発生しました"]],
	])("orange %j", (error, texts) => {
		const html = render(<OrangeErrorScreen error={error} signedIn={false} />);
		for (const text of texts) expect(html).toContain(text);
		// The brief's 「エラー」, ended as every title is (docs/decisions/199-error-title-as-the-brief-says.md).
		expect(html).toContain("<title>エラー｜みらいヘルスナビ</title>");
		expect(html).toContain('href="/login"');
		expect(html).toContain('href="/contact"');
		// The logo is the visitor's header (app/components/shells.tsx): the screen does not draw a second one.
		expect(html).not.toContain("logo.svg");
	});

	it("orange for a signed-in member: no logo, home, reload of this page and the member enquiry instead of sign-in", () => {
		const html = render(<OrangeErrorScreen error={{ status: 500 }} signedIn />);
		expect(html).not.toContain("logo.svg");
		expect(html).not.toContain('href="/login"');
		expect(html).toContain(">ホームへ戻る<");
		expect(html).toMatch(/href="\/[^"]*"[^>]*>再読み込み</);
		expect(html).toContain('href="/contact/user"');
	});

	it.each([
		[{ status: 500 }, false, "時間をおいて再読み込みしてください。", ">再読み込み<"],
		[{}, false, "時間をおいて再読み込みしてください。", ">再読み込み<"],
		[{ status: 503 }, true, "送信した内容は保存・送信されていません", ">入力画面に戻る<"],
	])("after a server failure (%j, posted %s) a visitor may try again: %s", (error, posted, note, link) => {
		for (const signedIn of [false, true]) {
			const html = render(<OrangeErrorScreen error={error} signedIn={signedIn} posted={posted} />);
			expect(html).toContain(note);
			expect(html).toContain(link);
		}
	});

	it("a page that is not there, or not allowed, is not 「再読み込み」 for a visitor or a member", () => {
		for (const signedIn of [false, true]) {
			for (const status of [403, 404]) {
				const html = render(<OrangeErrorScreen error={{ status }} signedIn={signedIn} posted />);
				expect(html).not.toContain("再読み込み");
				expect(html).not.toContain("保存・送信されていません");
			}
		}
	});

	it("orange 404: the Japanese words are part of the heading, 「Page Not Found」 with the path under it", () => {
		const html = render(
			<OrangeErrorScreen error={{ status: 404, message: "Page Not Found: /news/0" }} signedIn={false} />,
		);
		expect(html).toMatch(
			/<h1[^>]*>.*404.*ページが見つかりません.*<\/h1>\s*<p class="error-screen__hint">アドレスが間違っているか[^<]*<\/p>\s*<p class="error-screen__message">Page Not Found: \/news\/0<\/p>/s,
		);
	});

	it("lime shows status and message, without a sign-in link", () => {
		const html = render(<LimeErrorScreen error={{ status: 404, message: "無効なURLです" }} />);
		expect(html).toContain("404");
		expect(html).toContain("ページが見つかりません");
		expect(html).toContain("無効なURLです");
		expect(html).not.toContain('href="/login"');
		expect(html).toContain('href="/app_manual/login/invalid_url"');
	});
});

describe("the 503 of a sign-in that could not be renewed", () => {
	it("says to reload later once: the message and the screen's line do not repeat each other", () => {
		const html = render(<OrangeErrorScreen error={{ status: 503, message: SESSION_UNAVAILABLE_MESSAGE }} signedIn />);
		expect(html).toContain("ログイン状態を確認できませんでした");
		expect(html.split("時間をおいて再読み込みしてください").length - 1).toBe(1);
	});
});

describe("the request id on a server failure's screen", () => {
	it("is told for the members' desk on a 5xx, never on a 404", () => {
		const failure = render(
			<OrangeErrorScreen error={{ status: 503, message: "メンテナンス中" }} signedIn requestId="8a1f3c2b9d4e5f60" />,
		);
		expect(failure).toContain("お問い合わせの際はこの番号をお伝えください：");
		expect(failure).toContain("8a1f3c2b9d4e5f60");
		const missing = render(
			<OrangeErrorScreen
				error={{ status: 404, message: "Page Not Found: /x" }}
				signedIn
				requestId="8a1f3c2b9d4e5f60"
			/>,
		);
		expect(missing).not.toContain("8a1f3c2b9d4e5f60");
	});
});
