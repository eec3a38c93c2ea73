import { staticAssetsContext } from "#app/request/context.server";
import { type PostalLookupResult, parsePostalCode } from "../postal-code";
import { lookupPostalCode } from "../postal-lookup.server";
import type { Route } from "./+types/postal-codes";

/** The dataset changes only with a deploy: browsers and shared caches may keep answers for a day. */
const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

/** GET /api/postal_codes/:code: a code's addresses from our own data; public and free of personal data, so cacheable. */
export async function loader({ params, context }: Route.LoaderArgs) {
	const code = parsePostalCode(params.code);
	if (!code) {
		return Response.json(
			{ errors: ["郵便番号は7桁の数字で指定してください"] },
			{ status: 400, headers: { "Cache-Control": CACHE_CONTROL } },
		);
	}
	const result: PostalLookupResult = {
		code,
		addresses: await lookupPostalCode(code, context.get(staticAssetsContext)),
	};
	return Response.json(result, { headers: { "Cache-Control": CACHE_CONTROL } });
}
