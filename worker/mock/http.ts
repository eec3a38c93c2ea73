import type { ErrorResponse } from "#app/contract/common";

/** The error response (docs/contract.md); `extra` carries per-field messages where a contract declares them. */
export function errorBody(
	status: number,
	errors: string[],
	errorCode?: string,
	extra: Record<string, unknown> = {},
): Response {
	const body: ErrorResponse & Record<string, unknown> = {
		status,
		errors,
		...(errorCode ? { error_code: errorCode } : {}),
		...extra,
	};
	return Response.json(body, { status });
}

export const MALFORMED_REQUEST_MESSAGE = "リクエストの形式が正しくありません";
export const NOT_FOUND_MESSAGE = "お探しの情報は見つかりませんでした";
