import { describe, expect, it } from "vitest";
import { decodeAttribute, safeImageUrl, safeLinkUrl, sanitizeHtml } from "#app/features/content/sanitize-html.server";
import { NEWS, XSS_NEWS_ID } from "../../worker/mock/seed-news";

/** Every `<` left in the output must open or close one of these, with only these attributes. */
const TAG =
	/^<(?:\/(?:p|strong|em|ul|ol|li|h2|h3|h4|a|table|caption|thead|tbody|tfoot|tr|th|td)|(?:p|br|strong|em|ul|ol|li|h2|h3|h4|table|caption|thead|tbody|tfoot|tr)|a href="[^"]*" rel="noopener noreferrer"|th(?: scope="(?:col|row|colgroup|rowgroup)")?(?: colspan="\d+")?(?: rowspan="\d+")?|td(?: colspan="\d+")?(?: rowspan="\d+")?|img(?: src="[^"]*"| alt="[^"]*")+)>$/;

function assertInert(output: string): void {
	const tags = output.match(/<[^>]*>?/g) ?? [];
	for (const tag of tags) expect(tag).toMatch(TAG);
	// Outside tags, nothing may start markup.
	expect(output.replace(/<[^>]*>/g, "")).not.toMatch(/[<>]/);
	for (const [, value] of output.matchAll(/(?:href|src)="([^"]*)"/g)) {
		const decoded = decodeAttribute(value ?? "");
		expect(decoded).toMatch(/^(?:https?:|\/(?![/\\])|[^:/\\]*(?:[/?#]|$))/i);
	}
	for (const [, value] of output.matchAll(/src="([^"]*)"/g)) {
		expect(decodeAttribute(value ?? "")).not.toMatch(/^http:/i);
	}
	// Balanced: the body cannot close or reopen the page's own elements.
	const stack: string[] = [];
	for (const tag of tags) {
		const name = /^<\/?([a-z0-9]+)/.exec(tag)?.[1] ?? "";
		if (name === "br" || name === "img") continue;
		if (tag.startsWith("</")) expect(stack.pop()).toBe(name);
		else stack.push(name);
	}
	expect(stack).toEqual([]);
}

/** From the OWASP XSS filter evasion cheat sheet and friends. */
const PAYLOADS = [
	"<script>alert(1)</script>",
	"<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
	"<script/xss src=https://evil.example/xss.js></script>",
	"<scr<script>ipt>alert(1)</scr</script>ipt>",
	"<<script>alert(1);//<</script>",
	"<img src=x onerror=alert(1)>",
	'<img src="x" onerror="alert(1)">',
	"<img src=x onerror=alert(1)//",
	"<IMG SRC=JaVaScRiPt:alert(1)>",
	"<img src=javascript:alert(1)>",
	"<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>",
	"<img src=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)>",
	'<img src="jav\tascript:alert(1);">',
	'<img src="jav&#x09;ascript:alert(1);">',
	'<img src=" &#14;  javascript:alert(1);">',
	"<img src=data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=>",
	"<img src=//evil.example/a.png>",
	"<img src=/\\evil.example/a.png>",
	"<img src=http://evil.example/a.png>",
	"<img/src=x/onerror=alert(1)>",
	'<img """><script>alert(1)</script>">',
	'<a href="javascript:alert(1)">x</a>',
	'<a href="JAVASCRIPT:alert(1)">x</a>',
	'<a href=" javascript:alert(1)">x</a>',
	'<a href="java\nscript:alert(1)">x</a>',
	'<a href="javascript&colon;alert(1)">x</a>',
	'<a href="javascript&#58alert(1)">x</a>',
	'<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
	'<a href="vbscript:msgbox(1)">x</a>',
	'<a href="data:text/html,<script>alert(1)</script>">x</a>',
	'<a href="x:alert(1)">x</a>',
	'<a href="https://ok.example/" onclick="alert(1)" target="_blank">x</a>',
	'<a href="https://ok.example/"onmouseover="alert(1)">x</a>',
	"<p onclick=alert(1) style=background:url(javascript:alert(1))>x</p>",
	"<p style=\"x:expression(alert('XSS'))\">x</p>",
	"<svg onload=alert(1)>",
	"<svg><script>alert(1)</script></svg>",
	"<svg><a xlink:href=javascript:alert(1)><text>x</text></a></svg>",
	"<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
	'<iframe src="javascript:alert(1)"></iframe>',
	'<iframe srcdoc="<script>alert(1)</script>"></iframe>',
	"<object data=javascript:alert(1)></object>",
	"<embed src=javascript:alert(1)>",
	"<body onload=alert(1)>",
	"<input autofocus onfocus=alert(1)>",
	"<details open ontoggle=alert(1)>",
	"<video><source onerror=alert(1)></video>",
	'<form action="javascript:alert(1)"><button>x</button></form>',
	'<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
	'<base href="https://evil.example/">',
	'<link rel="stylesheet" href="https://evil.example/x.css">',
	"<style>@import 'https://evil.example/x.css';</style>",
	"<div style=\"background-image: url(javascript:alert('XSS'))\">x</div>",
	"<!--<img src=x onerror=alert(1)>-->",
	"<!--> <img src=x onerror=alert(1)> -->",
	"<![CDATA[<img src=x onerror=alert(1)>]]>",
	'<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
	"<textarea><img src=x onerror=alert(1)></textarea>",
	"<title><img src=x onerror=alert(1)></title>",
	"<template><img src=x onerror=alert(1)></template>",
	'<p title="a" title="b" onclick="x">y</p>',
	'<img src="https://ok.example/a.png" alt="x" onerror="alert(1)">',
	'<img alt="" src=x onerror=alert(1) src=https://ok.example/a.png>',
	"</p></main></body><script>alert(1)</script>",
	"<a href=https://ok.example/>unclosed link<p>para",
	'<img src=x onerror="alert(1)"',
	"<p>unterminated <",
	"< script>alert(1)</script>",
	"<plaintext><img src=x onerror=alert(1)>",
	"<image src=x onerror=alert(1)>",
	"<isindex type=image src=1 onerror=alert(1)>",
	'<a href="https://ok.example/"><img src=x onerror=alert(1)></a>',
	'<th scope="row" onclick=x colspan="2">x</th>',
	'<td colspan="2; x" rowspan=99999>x</td>',
];

describe("sanitizeHtml", () => {
	it.each(PAYLOADS)("renders %j inert", (payload) => {
		const output = sanitizeHtml(payload);
		assertInert(output);
		const markupOnly = output.replace(/="[^"]*"/g, '=""').replace(/>[^<]*/g, ">");
		expect(markupOnly.toLowerCase()).not.toMatch(/\bon[a-z]+=|style=|<script|<iframe|<svg|<object|<embed/);
		// Idempotent: sanitising twice changes nothing, so nothing was left half-parsed.
		expect(sanitizeHtml(output)).toBe(output);
	});

	it("neutralises the mock's XSS news item and keeps its text", () => {
		const body = NEWS.find((item) => item.id === XSS_NEWS_ID)?.body ?? "";
		const output = sanitizeHtml(body);
		assertInert(output);
		expect(output).toContain("<p>このお知らせは表示確認用です。以下の内容は実行されずに表示されます。</p>");
		expect(output).toContain("<p>リンク</p>");
		expect(output).toContain("<p>クリックしてください</p>");
		// The image keeps its (harmless, relative) source but loses the handler.
		expect(output).toContain('<img src="x" alt="">');
		expect(output).not.toMatch(/onerror|onclick|alert|evil|script|iframe|style/);
	});

	it("keeps the editor's allowed formatting", () => {
		const html =
			'<h2>見出し</h2><p>本文<br>改行 <strong>強調</strong> <em>斜体</em></p><ol><li>一</li></ol><ul><li>二</li></ul><h3>小見出し</h3><h4>小小</h4><a href="/news/2">関連</a> <a href="https://www.example.jp/a?b=1&amp;c=2">外部</a>';
		expect(sanitizeHtml(html)).toBe(
			'<h2>見出し</h2><p>本文<br>改行 <strong>強調</strong> <em>斜体</em></p><ol><li>一</li></ol><ul><li>二</li></ul><h3>小見出し</h3><h4>小小</h4><a href="/news/2" rel="noopener noreferrer">関連</a> <a href="https://www.example.jp/a?b=1&amp;c=2" rel="noopener noreferrer">外部</a>',
		);
	});

	it("keeps tables with caption and header scope", () => {
		const html =
			'<table class="x"><caption>主な基準値</caption><thead><tr><th scope="col">項目</th><th SCOPE=COL>基準値</th></tr></thead><tbody><tr><td colspan="2">BMI</td></tr></tbody></table>';
		expect(sanitizeHtml(html)).toBe(
			'<table><caption>主な基準値</caption><thead><tr><th scope="col">項目</th><th scope="col">基準値</th></tr></thead><tbody><tr><td colspan="2">BMI</td></tr></tbody></table>',
		);
	});

	it("keeps allowed https and same-site images, adding an empty alt when missing", () => {
		const options = { imageOrigins: ["https://cdn.example.jp"] };
		expect(sanitizeHtml('<img src="https://cdn.example.jp/a.png" alt="野菜" width=10>', options)).toBe(
			'<img src="https://cdn.example.jp/a.png" alt="野菜">',
		);
		expect(sanitizeHtml("<img src=/images/a.png>")).toBe('<img src="/images/a.png" alt="">');
		expect(sanitizeHtml("<img alt=x>")).toBe("");
	});

	it("unwraps unknown elements, keeping their text, and closes what was left open", () => {
		expect(sanitizeHtml("<div><span>囲み</span></div><h1>大見出し</h1><p>開いたまま")).toBe(
			"囲み大見出し<p>開いたまま</p>",
		);
		expect(sanitizeHtml("<ul><li>一<li>二</ul>")).toBe("<ul><li>一<li>二</li></li></ul>");
		expect(sanitizeHtml("</p>閉じるだけ")).toBe("閉じるだけ");
	});

	it("keeps character references in text and escapes stray markup characters", () => {
		expect(sanitizeHtml("<p>A&nbsp;&amp;&nbsp;B &hellip; 1 < 2 > 0 & Q&A</p>")).toBe(
			"<p>A&nbsp;&amp;&nbsp;B &hellip; 1 &lt; 2 &gt; 0 &amp; Q&amp;A</p>",
		);
	});

	it("drops comments, doctypes and processing instructions", () => {
		expect(sanitizeHtml("<!DOCTYPE html><?xml x?><!-- 編集メモ --><p>本文</p>")).toBe("<p>本文</p>");
	});
});

describe("URL rules", () => {
	it.each([
		["https://www.example.jp/", "https://www.example.jp/"],
		["http://www.example.jp/", "http://www.example.jp/"],
		["/news/1", "/news/1"],
		["news/1?a=b:c", "news/1?a=b:c"],
		["#top", "#top"],
		["  https://www.example.jp/  ", "https://www.example.jp/"],
		["javascript:alert(1)", null],
		["jav\nascript:alert(1)", null],
		["mailto:kenpo@example.jp", null],
		["data:text/html,x", null],
		["", null],
	])("link %j -> %j", (input, expected) => {
		expect(safeLinkUrl(input)).toBe(expected);
	});

	it.each([
		["https://cdn.example.jp/a.png", "https://cdn.example.jp/a.png"],
		["https://other.example.jp/a.png", null],
		["https://cdn.example.jp.evil.example/a.png", null],
		["/images/a.png", "/images/a.png"],
		["images/a.png", "images/a.png"],
		["http://cdn.example.jp/a.png", null],
		["//cdn.example.jp/a.png", null],
		["/\\cdn.example.jp/a.png", null],
		["\\\\cdn.example.jp/a.png", null],
		["data:image/png;base64,AAAA", null],
		["javascript:alert(1)", null],
	])("image %j -> %j (images allowed from https://cdn.example.jp)", (input, expected) => {
		expect(safeImageUrl(input, ["https://cdn.example.jp"])).toBe(expected);
	});

	it("shows https images only from the origins the CSP allows; without any, none", () => {
		const html = '<p><img src="https://cdn.example.jp/a.png" alt="図"><img src="https://tracker.example/p.gif"></p>';
		expect(sanitizeHtml(html, { imageOrigins: ["https://cdn.example.jp"] })).toBe(
			'<p><img src="https://cdn.example.jp/a.png" alt="図"></p>',
		);
		expect(sanitizeHtml(html)).toBe("<p></p>");
	});

	it("decodes the character references a browser would in an attribute", () => {
		expect(decodeAttribute("&#106;&#x61;v&#97script&colon;x&amp;&unknown;")).toBe("javascript:x&&unknown;");
		expect(decodeAttribute("&#0;&#xD800;")).toBe("\ufffd\ufffd");
	});
});
