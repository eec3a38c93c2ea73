import { prefectureOfCode } from "#app/contract/lime/prefectures";
import { errorFields, log } from "#app/lib/logging/log-line";
import type { StaticAssets } from "#app/request/context.server";
import { missingTown, postalCodeFit, type TypedAddress } from "./address-match";
import type { PostalAddress } from "./postal-code";
import { type PostalFileIndex, parsePostalFile, prefixOf } from "./postal-file.server";

/** This isolate's parsed prefix files: read once (they change only with a deploy); a failed read is retried. */
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

/** A 7-digit code's addresses from our copy of Japan Post's data (static assets; nothing leaves the worker). */
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

/** Whether a posted address fits its code; when the data cannot be read the code stays `unknown`, for the API to judge. */
export async function postalCodeFitOf(
	address: TypedAddress & { postalCodeFirst: string; postalCodeSecond: string },
	assets: StaticAssets | null,
	cache: PostalFileCache = isolateCache,
): Promise<ReturnType<typeof postalCodeFit>> {
	try {
		const candidates = await lookupPostalCode(`${address.postalCodeFirst}${address.postalCodeSecond}`, assets, cache);
		return postalCodeFit(address, candidates);
	} catch (error) {
		log("error", "postal code check skipped", errorFields(error));
		return "unknown";
	}
}

/** The town an address that does not fit its code left out (`missingTown`); null when unknown or none. */
export async function missingTownOf(
	address: TypedAddress & { postalCodeFirst: string; postalCodeSecond: string },
	assets: StaticAssets | null,
	cache: PostalFileCache = isolateCache,
): Promise<string | null> {
	try {
		const candidates = await lookupPostalCode(`${address.postalCodeFirst}${address.postalCodeSecond}`, assets, cache);
		return missingTown(address, candidates);
	} catch {
		return null;
	}
}
