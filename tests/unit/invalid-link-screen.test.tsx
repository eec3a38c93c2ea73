import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
	INVALID_LINK_HEADING,
	InvalidLinkScreen,
	isInvalidLink,
} from "#app/features/contact-detail/invalid-link-screen";
import { telHref } from "#app/lib/member-desk";
import { INVALID_URL_MESSAGE } from "#app/request/error-policy.server";

function render(desk: Parameters<typeof InvalidLinkScreen>[0]["desk"]): string {
	const router = createMemoryRouter([{ path: "/", element: <InvalidLinkScreen desk={desk} /> }]);
	return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the 「無効なURLです」 screen of the contact-detail flow", () => {
	it("is the link check's refusal, in the policy's own words", () => {
		expect(INVALID_LINK_HEADING).toBe(INVALID_URL_MESSAGE);
		expect(isInvalidLink({ status: 404, message: INVALID_URL_MESSAGE, fromServer: true })).toBe(true);
		expect(isInvalidLink({ status: 404, message: "Page Not Found: /x" })).toBe(false);
		expect(isInvalidLink({ status: 500, message: INVALID_URL_MESSAGE })).toBe(false);
	});

	it("names the desk from the config, and leaves out what the config does not give", () => {
		const full = render({ phone: "03-1234-5678", hours: "平日9時〜17時", demo: false });
		expect(full).toContain('<a href="tel:0312345678">03-1234-5678</a>（受付時間：平日9時〜17時）');
		expect(full).not.toContain("デモ環境");
		expect(render({ phone: "03-0000-0000", hours: "平日9時〜17時", demo: true })).toContain(
			"デモ環境の番号です。実在の窓口ではありません",
		);
		expect(full).toContain("有効期限が切れているか、すでに使われたため");
		const none = render(null);
		expect(none).not.toContain("tel:");
		expect(none).toContain('href="/contact"');
		expect(telHref("0120-123-456")).toBe("tel:0120123456");
	});
});
