import { prefectureOfCode } from "#app/contract/lime/prefectures";
import type { StaticAssets } from "#app/request/context.server";
import { postalCodeFit, type TypedAddress } from "./address-match";
import type { PostalAddress } from "./postal-code";
import { type PostalFileIndex, parsePostalFile, prefixOf } from "./postal-file.server";

/**
 * Parsed prefix files of this isolate, by prefix. The files change only with a deploy, so a
 * file is read and validated once; a failed read is forgotten and tried again next time.
 */
export type PostalFileCache = Map<string, Promise<PostalFileIndex>>;

const isolateCache: PostalFileCache = new Map();

/** The host is ignored by the static-assets binding; only the path names the file. */
const ASSETS_ORIGIN = "https://assets.invalid";

async function readPostalFile(prefix: string, assets: StaticAssets): Promise<PostalFileIndex> {
	const response = await assets.fetch(`${ASSETS_ORIGIN}/postal/${prefix}.json`);
	// No file: no postal code starts with these three digits.
	if (response.status === 404) return new Map();
	if (!response.ok) throw new Error(`postal file ${prefix}: HTTP ${response.status}`);
	return parsePostalFile(prefix, await response.text());
}

function postalFile(prefix: string, assets: StaticAssets, cache: PostalFileCache): Promise<PostalFileIndex> {
	const cached = cache.get(prefix);
	if (cached) return cached;
	const file = readPostalFile(prefix, assets);
	cache.set(prefix, file);
	file.catch(() => cache.delete(prefix));
	return file;
}

/**
 * The addresses of a 7-digit code from our own copy of Japan Post's data (public/postal, read
 * through the static-assets binding: no request leaves the worker). Empty when the code is
 * unknown; in the data's order, Japan Post's main entry first.
 */
export async function lookupPostalCode(
	code: string,
	assets: StaticAssets | null,
	cache: PostalFileCache = isolateCache,
): Promise<PostalAddress[]> {
	if (!/^\d{7}$/.test(code)) return [];
	if (!assets) throw new Error("postal lookup: no static-assets binding ([assets] binding in wrangler.toml)");
	const file = await postalFile(prefixOf(code), assets, cache);
	return (file.get(code) ?? []).map((address) => {
		const prefecture = prefectureOfCode(address.prefecture);
		if (!prefecture) throw new Error(`postal file: unknown prefecture code ${address.prefecture}`);
		return { prefecture, city: address.city, town: address.town };
	});
}

/**
 * Whether a posted address fits its postal code by our own data, for the check before the
 * confirmation screen. A failed read of the data must not stop a member: the code is then left
 * unchecked here (`unknown`), and the API still judges it.
 */
export async function postalCodeFitOf(
	address: TypedAddress & { postalCodeFirst: string; postalCodeSecond: string },
	assets: StaticAssets | null,
	cache: PostalFileCache = isolateCache,
): Promise<ReturnType<typeof postalCodeFit>> {
	try {
		const candidates = await lookupPostalCode(`${address.postalCodeFirst}${address.postalCodeSecond}`, assets, cache);
		return postalCodeFit(address, candidates);
	} catch (error) {
		console.error("postal code check skipped", error);
		return "unknown";
	}
}
