/** The FAQ's search term travels as `?q=`; what the page shows and what the page cache keys on. */
export const FAQ_QUERY_PARAM = "q";
export const MAX_FAQ_QUERY_LENGTH = 100;

/** The term the FAQ searches for: trimmed and cut to the field's length, so equal searches share a page. */
export function faqQueryOf(params: URLSearchParams): string {
	return (params.get(FAQ_QUERY_PARAM) ?? "").trim().slice(0, MAX_FAQ_QUERY_LENGTH);
}
