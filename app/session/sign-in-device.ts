import { PREFECTURES } from "#app/contract/lime/prefectures";

/*
 * What the sign-in registry keeps of a browser: a short label from its User-Agent and the
 * prefecture Cloudflare places it in, so a member knows their own devices. The header and the
 * address themselves are never kept (docs/decisions/180-sign-in-registry.md).
 */

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
	[/iPhone/, "iPhone"],
	[/iPad/, "iPad"],
	[/Android/, "Android"],
	[/Windows/, "Windows"],
	[/CrOS/, "ChromeOS"],
	[/Macintosh|Mac OS X/, "Mac"],
	[/Linux/, "Linux"],
];

// Order matters: Edge, Opera and Samsung name Chrome too, and every iOS browser names Safari.
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
	[/Edg(e|A|iOS)?\//, "Edge"],
	[/OPR\/|Opera/, "Opera"],
	[/SamsungBrowser\//, "Samsung Internet"],
	[/Firefox\/|FxiOS\//, "Firefox"],
	[/Chrome\/|CriOS\//, "Chrome"],
	[/Version\/[\d.]+.*Safari\//, "Safari"],
];

const UNKNOWN_DEVICE = "不明な端末";

function nameIn(userAgent: string, names: ReadonlyArray<readonly [RegExp, string]>): string | undefined {
	return names.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/** 「iPhone・Safari」, 「Windows・Edge」; only what is known of the two, or 「不明な端末」. */
export function deviceLabel(userAgent: string | null): string {
	const known = [nameIn(userAgent ?? "", SYSTEMS), nameIn(userAgent ?? "", BROWSERS)].filter(Boolean);
	return known.length > 0 ? known.join("・") : UNKNOWN_DEVICE;
}

/** The part of Cloudflare's `request.cf` the place is read from. */
export type RequestPlace = { country?: unknown; regionCode?: unknown } | undefined;

/** 「東京都」 from Japan's region code (JIS 01–47), 「日本国外」 from another country, else 「不明」. */
export function placeLabel(cf: RequestPlace): string {
	if (typeof cf?.country !== "string" || cf.country === "") return "不明";
	if (cf.country !== "JP") return "日本国外";
	const code = typeof cf.regionCode === "string" && /^\d{2}$/.test(cf.regionCode) ? Number(cf.regionCode) : 0;
	return PREFECTURES[code - 1] ?? "不明";
}
