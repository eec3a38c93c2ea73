import { describe, expect, it } from "vitest";
import {
	hasSafeShape,
	MAX_REMEMBERED_LENGTH,
	normalise,
	rememberablePath,
	safeReturnPath,
} from "#app/session/return-path";

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

	it("remembers a path of up to 512 characters; a longer one falls back (nothing remembered)", () => {
		const longest = `/news?q=${"a".repeat(MAX_REMEMBERED_LENGTH - 8)}`;
		expect(MAX_REMEMBERED_LENGTH).toBe(512);
		expect(rememberablePath(longest)).toBe(longest);
		expect(rememberablePath(`${longest}a`)).toBeNull();
	});
});

describe("each layer on its own", () => {
	it("hasSafeShape: one leading slash, at most 2048 characters", () => {
		expect(hasSafeShape(`/${"a".repeat(2047)}`)).toBe(true);
		expect(hasSafeShape(`/${"a".repeat(2048)}`)).toBe(false);
		expect(hasSafeShape("")).toBe(false);
		expect(hasSafeShape("a/")).toBe(false);
		expect(hasSafeShape("/")).toBe(true);
		expect(hasSafeShape("/a/")).toBe(true);
	});

	it("hasSafeShape: never '//' or '/\\' at the start (another host to a browser), anywhere else is fine", () => {
		expect(hasSafeShape("//evil.example")).toBe(false);
		expect(hasSafeShape("/\\evil.example")).toBe(false);
		expect(hasSafeShape("/a//b")).toBe(true);
		expect(hasSafeShape("/a/b//")).toBe(true);
	});

	it.each(["\u0000", "\t", "\n", "\r", "\u001f", "\u007f", "\\"])(
		"hasSafeShape: refuses %j anywhere, which a URL parser strips or reads as a slash",
		(char) => {
			expect(hasSafeShape(`/news${char}`)).toBe(false);
			expect(hasSafeShape(`/news${char}x`)).toBe(false);
		},
	);

	it("hasSafeShape: takes a space, DEL's neighbours and non-ASCII", () => {
		expect(hasSafeShape("/a b~\u0080あ")).toBe(true);
	});

	it("normalise: refuses what leaves the origin, resolves dot segments, keeps query and hash", () => {
		expect(normalise("https://evil.example/news")).toBeNull();
		expect(normalise("//evil.example/news")).toBeNull();
		expect(normalise("https://same-site.invalid/news?a=1#b")).toBe("/news?a=1#b");
		expect(normalise("/a/../b/./c?q=1#h")).toBe("/b/c?q=1#h");
		expect(normalise("/a b")).toBe("/a%20b");
	});

	it("normalise: refuses what no URL parser takes", () => {
		expect(normalise("http://[")).toBeNull();
	});

	it("safeReturnPath: the answer's own length is capped too (percent-encoding makes it longer)", () => {
		const value = `/${"あ".repeat(300)}`;
		expect(hasSafeShape(value)).toBe(true);
		expect(safeReturnPath(value)).toBeNull();
		expect(safeReturnPath(`/${"あ".repeat(200)}`)).toBe(`/${"%E3%81%82".repeat(200)}`);
	});

	it("safeReturnPath: the answer's shape is checked again (a path that resolves to '//host')", () => {
		expect(normalise("/.//evil.example")).toBe("//evil.example");
		expect(safeReturnPath("/.//evil.example")).toBeNull();
	});
});

describe("rememberablePath: each sign-in step pattern, anchored at both ends", () => {
	it.each(["/callback", "/two_factor_authentication", "/users/password/force_change", "/login", "/logout"])(
		"%s: the step itself, below it, with a query or a hash is never remembered; a longer name or a prefix is",
		(step) => {
			for (const path of [step, `${step}/x`, `${step}?a=1`, `${step}#h`]) expect(rememberablePath(path)).toBeNull();
			expect(rememberablePath(`${step}s`)).toBe(`${step}s`);
			expect(rememberablePath(`${step}_x/y`)).toBe(`${step}_x/y`);
			expect(rememberablePath(`/x${step}`)).toBe(`/x${step}`);
		},
	);
});
