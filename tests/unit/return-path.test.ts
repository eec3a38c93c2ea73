import { describe, expect, it } from "vitest";
import { rememberablePath, safeReturnPath } from "#app/session/return-path";

const HOSTILE = [
	"https://evil.example/",
	"http://evil.example",
	"//evil.example",
	"//evil.example/path",
	"/\\evil.example",
	"\\\\evil.example",
	"/\\/evil.example",
	"javascript:alert(1)",
	"JAVASCRIPT:alert(1)",
	"data:text/html,<script>alert(1)</script>",
	"vbscript:msgbox(1)",
	" /news",
	"news",
	"./news",
	"/%0d%0aSet-Cookie:x=1",
	"/news\r\nLocation: https://evil.example",
	"/news\u0000",
	"/\tevil.example",
	"@evil.example",
	"https:evil.example",
	"",
	"/".repeat(3000),
];

describe("safeReturnPath", () => {
	it.each(HOSTILE)("rejects %j", (value) => {
		const result = safeReturnPath(value);
		if (result !== null) {
			// Anything accepted must stay on our origin.
			expect(new URL(result, "https://portal.example.jp").origin).toBe("https://portal.example.jp");
			expect(result.startsWith("//")).toBe(false);
		}
		expect([null, "/%0d%0aSet-Cookie:x=1"]).toContain(result);
	});

	it.each([undefined, null, 42, {}, ["/news"]])("rejects non-strings (%j)", (value) => {
		expect(safeReturnPath(value)).toBeNull();
	});

	it.each([
		["/", "/"],
		["/news?page=2", "/news?page=2"],
		["/news/12#top", "/news/12#top"],
		["/users/../news", "/news"],
		["/faq/user?q=%E4%BF%9D%E9%99%BA", "/faq/user?q=%E4%BF%9D%E9%99%BA"],
	])("keeps same-site path %s", (value, expected) => {
		expect(safeReturnPath(value)).toBe(expected);
	});
});

describe("rememberablePath", () => {
	it.each([
		"/callback?code=x",
		"/two_factor_authentication/sms",
		"/two_factor_authentication/email",
		"/users/password/force_change",
		"/login",
		"/logout",
	])("never remembers %s (docs/session.md)", (path) => {
		expect(rememberablePath(path)).toBeNull();
	});

	it("remembers ordinary pages", () => {
		expect(rememberablePath("/health_support/3")).toBe("/health_support/3");
		expect(rememberablePath("/callbacks")).toBe("/callbacks");
	});
});
