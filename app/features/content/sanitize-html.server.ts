/** Allowlist sanitiser (decision 021): rebuilt from a browser-like tokenizer, so it never adds markup. */

declare const safeHtmlBrand: unique symbol;
/** HTML that came out of `sanitizeHtml`: the only string `dangerouslySetInnerHTML` may receive. */
export type SafeHtml = string & { readonly [safeHtmlBrand]: true };

type AttributeRule = "url-link" | "url-image" | "text" | "scope" | "span";

const ALLOWED: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>> = {
	p: {},
	br: {},
	strong: {},
	em: {},
	ul: {},
	ol: {},
	li: {},
	h2: {},
	h3: {},
	h4: {},
	a: { href: "url-link" },
	table: {},
	caption: {},
	thead: {},
	tbody: {},
	tfoot: {},
	tr: {},
	th: { scope: "scope", colspan: "span", rowspan: "span" },
	td: { colspan: "span", rowspan: "span" },
	img: { src: "url-image", alt: "text" },
};

/** The allowed elements that have no end tag (any other void element is never written). */
const VOID = new Set(["br", "img"]);

/** Elements whose content is raw text to the browser: skipped up to their end tag. */
const RAW_TEXT = new Set([
	"script",
	"style",
	"iframe",
	"noscript",
	"noembed",
	"noframes",
	"xmp",
	"textarea",
	"title",
	"plaintext",
]);

/** Elements dropped together with everything inside them (nested markup, not raw text). */
const DROP_SUBTREE = new Set(["template", "svg", "math", "object", "select", "head", "frameset", "applet"]);

const SCOPES = new Set(["col", "row", "colgroup", "rowgroup"]);

type Attribute = { name: string; value: string };
type StartTag = { name: string; attributes: Attribute[]; end: number };

const WHITESPACE = /[\t\n\f\r ]/;

function isAsciiLetter(char: string | undefined): boolean {
	return char !== undefined && /[A-Za-z]/.test(char);
}

/** Reads a start tag at `start` as the HTML tokenizer does; null when the input ends inside it, as a browser drops it. */
function readStartTag(html: string, start: number): StartTag | null {
	let index = start + 1;
	let name = "";
	while (index < html.length && !WHITESPACE.test(html[index] as string) && html[index] !== "/" && html[index] !== ">") {
		name += html[index];
		index += 1;
	}
	const attributes: Attribute[] = [];
	const seen = new Set<string>();
	for (;;) {
		while (index < html.length && (WHITESPACE.test(html[index] as string) || html[index] === "/")) index += 1;
		if (index >= html.length) return null;
		if (html[index] === ">") return { name: name.toLowerCase(), attributes, end: index + 1 };
		let attributeName = html[index] as string; // may be "=": the tokenizer takes it as part of the name
		index += 1;
		while (index < html.length && !/[\t\n\f\r />=]/.test(html[index] as string)) {
			attributeName += html[index];
			index += 1;
		}
		while (index < html.length && WHITESPACE.test(html[index] as string)) index += 1;
		let value = "";
		if (html[index] === "=") {
			index += 1;
			while (index < html.length && WHITESPACE.test(html[index] as string)) index += 1;
			const quote = html[index];
			if (quote === '"' || quote === "'") {
				const close = html.indexOf(quote, index + 1);
				if (close === -1) return null;
				value = html.slice(index + 1, close);
				index = close + 1;
			} else {
				while (index < html.length && !WHITESPACE.test(html[index] as string) && html[index] !== ">") {
					value += html[index];
					index += 1;
				}
			}
		}
		const lower = attributeName.toLowerCase();
		if (!seen.has(lower)) {
			seen.add(lower);
			attributes.push({ name: lower, value });
		}
	}
}

/** Index just past the end tag `</name…>` closing raw text, or the end of the input. */
function skipRawText(html: string, from: number, name: string): number {
	const pattern = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, "gi");
	pattern.lastIndex = from;
	const match = pattern.exec(html);
	if (!match) return html.length;
	const close = html.indexOf(">", match.index);
	return close === -1 ? html.length : close + 1;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
	amp: "&",
	lt: "<",
	gt: ">",
	quot: '"',
	apos: "'",
	nbsp: "\u00a0",
	colon: ":",
	tab: "\t",
	newline: "\n",
	sol: "/",
	bsol: "\\",
	lpar: "(",
	rpar: ")",
	period: ".",
	comma: ",",
	semi: ";",
	excl: "!",
	num: "#",
	percnt: "%",
	quest: "?",
	equals: "=",
	plus: "+",
	commat: "@",
};

function codePointText(codePoint: number): string {
	const invalid = codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff);
	return String.fromCodePoint(invalid ? 0xfffd : codePoint);
}

/** Decodes character references in an attribute; unknown ones stay literal, so the browser sees what was checked. */
export function decodeAttribute(value: string): string {
	return value.replace(/&(?:#(\d+);?|#[xX]([0-9A-Fa-f]+);?|([A-Za-z][A-Za-z0-9]*);)/g, (whole, dec, hex, name) => {
		if (dec !== undefined) return codePointText(Number.parseInt(dec, 10));
		if (hex !== undefined) return codePointText(Number.parseInt(hex, 16));
		return NAMED_ENTITIES[(name as string).toLowerCase()] ?? whole;
	});
}

function escapeAttribute(value: string): string {
	return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Text keeps well-formed character references (the browser decodes them to text only). */
function escapeText(text: string): string {
	return text
		.replace(/&(?!(?:[A-Za-z][A-Za-z0-9]*|#\d+|#[xX][0-9A-Fa-f]+);)/g, "&amp;")
		.replace(/</g, "&lt;")
		.replace(/>/g, "&gt;");
}

/** What the URL parser ignores: leading/trailing C0 controls and spaces, tabs and newlines anywhere. */
function urlAsParsed(value: string): string {
	// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what browsers strip from URLs
	return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
}

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/** Links: http(s) or relative to this site. */
export function safeLinkUrl(raw: string): string | null {
	const url = urlAsParsed(raw);
	if (url === "") return null;
	const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
	if (scheme !== undefined) return scheme === "http" || scheme === "https" ? url : null;
	// Anything before the first "/", "?" or "#" that holds a ":" would be read as a scheme.
	return /^[^/?#]*:/.test(url) ? null : url;
}

/**
 * Images: https from an origin the CSP allows, nothing else (decision 021). A relative path would be
 * read against the article's own address (`/news/3/x`) and an `http:`, `data:` or other host is not ours.
 */
export function safeImageUrl(raw: string, imageOrigins: readonly string[] = []): string | null {
	const url = urlAsParsed(raw);
	return /^https:/i.test(url) ? allowedImageUrl(url, imageOrigins) : null;
}

/** An absolute image URL when its origin is one the CSP allows, otherwise null. */
export function allowedImageUrl(url: string, imageOrigins: readonly string[]): string | null {
	try {
		return imageOrigins.includes(new URL(url).origin) ? url : null;
	} catch {
		return null;
	}
}

type SanitizeOptions = { imageOrigins?: readonly string[] };

function renderAttributes(name: string, attributes: readonly Attribute[], options: SanitizeOptions): string | null {
	const rules = ALLOWED[name] ?? {};
	const out: string[] = [];
	let hasAlt = false;
	let hasSrc = false;
	for (const { name: attributeName, value } of attributes) {
		const rule = rules[attributeName];
		if (!rule) continue;
		let safe: string | null = null;
		if (rule === "url-link") safe = safeLinkUrl(decodeAttribute(value));
		else if (rule === "url-image") safe = safeImageUrl(decodeAttribute(value), options.imageOrigins);
		else if (rule === "text") safe = decodeAttribute(value);
		else if (rule === "scope") safe = SCOPES.has(value.trim().toLowerCase()) ? value.trim().toLowerCase() : null;
		else if (rule === "span") safe = /^\s*[1-9]\d{0,2}\s*$/.test(value) ? value.trim() : null;
		if (safe === null) continue;
		if (attributeName === "alt") hasAlt = true;
		if (attributeName === "src") hasSrc = true;
		out.push(` ${attributeName}="${escapeAttribute(safe)}"`);
	}
	if (name === "img") {
		// An image without a usable source is nothing; one without alt is taken as decorative.
		if (!hasSrc) return null;
		if (!hasAlt) out.push(' alt=""');
	}
	if (name === "a") {
		// A link whose target was refused is unwrapped: its text stays, nothing to click.
		if (!out.some((attribute) => attribute.startsWith(" href="))) return null;
		out.push(' rel="noopener noreferrer"');
	}
	return out.join("");
}

export function sanitizeHtml(html: string, options: SanitizeOptions = {}): SafeHtml {
	let out = "";
	const open: string[] = [];
	let index = 0;
	let text = "";
	const flushText = () => {
		if (text) out += escapeText(text);
		text = "";
	};

	while (index < html.length) {
		const lt = html.indexOf("<", index);
		if (lt === -1) {
			text += html.slice(index);
			break;
		}
		text += html.slice(index, lt);
		const next = html[lt + 1];

		if (html.startsWith("<!-->", lt) || html.startsWith("<!--->", lt)) {
			index = lt + (html[lt + 4] === ">" ? 5 : 6); // an empty comment, closed at once
			continue;
		}
		if (html.startsWith("<!--", lt)) {
			const close = html.indexOf("-->", lt + 4);
			index = close === -1 ? html.length : close + 3;
			continue;
		}
		if (next === "!" || next === "?") {
			// Doctype, CDATA, processing instructions: bogus comments to the browser.
			const close = html.indexOf(">", lt);
			index = close === -1 ? html.length : close + 1;
			continue;
		}
		if (next === "/" && isAsciiLetter(html[lt + 2])) {
			const close = html.indexOf(">", lt);
			if (close === -1) break;
			const name = /^[^\t\n\f\r />]+/.exec(html.slice(lt + 2))?.[0].toLowerCase() ?? "";
			index = close + 1;
			const depth = open.lastIndexOf(name);
			if (depth !== -1) {
				flushText();
				while (open.length > depth) out += `</${open.pop()}>`;
			}
			continue;
		}
		if (next === "/") {
			// "</>" is ignored and "</ x>" is a bogus comment to the browser.
			const close = html.indexOf(">", lt);
			index = close === -1 ? html.length : close + 1;
			continue;
		}
		if (!isAsciiLetter(next)) {
			text += "<";
			index = lt + 1;
			continue;
		}

		const tag = readStartTag(html, lt);
		if (!tag) break;
		index = tag.end;
		if (RAW_TEXT.has(tag.name)) {
			index = tag.name === "plaintext" ? html.length : skipRawText(html, index, tag.name);
			continue;
		}
		if (DROP_SUBTREE.has(tag.name)) {
			index = skipSubtree(html, index, tag.name);
			continue;
		}
		if (!Object.hasOwn(ALLOWED, tag.name)) continue; // unknown or unwanted: unwrap, keep its text
		const attributes = renderAttributes(tag.name, tag.attributes, options);
		if (attributes === null) {
			// An image that may not be shown leaves its description behind, as text.
			if (tag.name === "img") text += escapeText(altTextOf(tag.attributes));
			continue;
		}
		flushText();
		out += `<${tag.name}${attributes}>`;
		if (!VOID.has(tag.name)) open.push(tag.name);
	}
	flushText();
	while (open.length > 0) out += `</${open.pop()}>`;
	return out as SafeHtml;
}

/** The alt text of an image, decoded (the first `alt`, as the browser reads it), or "". */
function altTextOf(attributes: readonly Attribute[]): string {
	const alt = attributes.find((attribute) => attribute.name === "alt");
	return alt ? decodeAttribute(alt.value).replaceAll("&", "&amp;") : "";
}

/** Index past the end tag matching `name` (same-name nesting counted), or the end of the input. */
function skipSubtree(html: string, from: number, name: string): number {
	const pattern = new RegExp(`<(/?)${name}(?=[\\t\\n\\f\\r />])`, "gi");
	pattern.lastIndex = from;
	let depth = 1;
	for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
		depth += match[1] ? -1 : 1;
		if (depth === 0) {
			const close = html.indexOf(">", match.index);
			return close === -1 ? html.length : close + 1;
		}
	}
	return html.length;
}
