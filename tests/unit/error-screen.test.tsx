import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { OrangeErrorScreen } from "#app/components/error-screen";
import { LimeErrorScreen } from "#app/features/contact-detail/error-screen";
import { toScreenError } from "#app/lib/route-error";

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
		expect(toScreenError(routeError(404, "無効なURLです"), "/x")).toEqual({ status: 404, message: "無効なURLです" });
	});
	it("joins an error response's messages with newlines (docs/status-rules.md)", () => {
		expect(toScreenError(routeError(422, { status: 422, errors: ["一つ目", "二つ目"] }), "/x")).toEqual({
			status: 422,
			message: "一つ目\n二つ目",
		});
	});
	it("names the path for a route that does not exist", () => {
		expect(toScreenError(routeError(404, "Error: No route matches URL", true), "/nope")).toEqual({
			status: 404,
			message: "Page Not Found: /nope",
		});
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
		const html = render(<OrangeErrorScreen error={error} showLogo />);
		for (const text of texts) expect(html).toContain(text);
		expect(html).toContain("<title>エラー</title>");
		expect(html).toContain('href="/login"');
		expect(html).toContain("logo.svg");
	});

	it("orange hides the logo for a signed-in member", () => {
		expect(render(<OrangeErrorScreen error={{ status: 500 }} showLogo={false} />)).not.toContain("logo.svg");
	});

	it("lime shows status and message, without a sign-in link", () => {
		const html = render(<LimeErrorScreen error={{ status: 404, message: "無効なURLです" }} />);
		expect(html).toContain("404");
		expect(html).toContain("ページが見つかりません");
		expect(html).toContain("無効なURLです");
		expect(html).not.toContain('href="/login"');
	});
});
