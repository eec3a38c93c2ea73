import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptSources, scriptHashSource } from "../../worker/page-cache/script-hashes";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("CSP hashes of a cached page's inline scripts", () => {
	it("hashes the text of every script that carried the render's nonce, once each", async () => {
		const html = [
			'<script nonce="N">window.a = "日本語";</script>',
			'<script type="module" nonce="N" async="">import "/x.js";</script>',
			'<script nonce="N">window.a = "日本語";</script>',
			"<script>window.injected = 1;</script>",
			'<script nonce="other">window.other = 1;</script>',
			'<script type="application/json">{"a":1}</script>',
		].join("");
		expect(await inlineScriptSources(html, "N")).toBe(
			[sha256('window.a = "日本語";'), sha256('import "/x.js";')].join(" "),
		);
	});

	it("hashes line breaks as the browser's parser leaves them", async () => {
		expect(await scriptHashSource("a();\r\nb();\rc();")).toBe(sha256("a();\nb();\nc();"));
	});

	it("gives up on a page whose scripts of ours are loaded by address, or that has none", async () => {
		expect(await inlineScriptSources('<script nonce="N" async src="https://x/tag.js"></script>', "N")).toBeNull();
		expect(await inlineScriptSources('<p>no scripts</p><script nonce="other">x()</script>', "N")).toBeNull();
	});
});
