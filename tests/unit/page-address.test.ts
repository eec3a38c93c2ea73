import { describe, expect, it } from "vitest";
import { addressOf } from "../../worker/middleware/page-cache";

describe("a request's origin, path and query, cut from its address", () => {
	it("gives what URL gives", () => {
		for (const href of [
			"https://portal.example.jp/faq",
			"https://portal.example.jp/faq?q=%E3%83%91&x=1",
			"https://portal.example.jp/faq?",
			"https://portal.example.jp/",
			"http://localhost:10300/app_manual/login/contact?a=/b?c",
			"https://portal.example.jp",
		]) {
			const url = new URL(href);
			expect(addressOf(url.href)).toEqual({ origin: url.origin, pathname: url.pathname, search: url.search });
		}
	});
});
