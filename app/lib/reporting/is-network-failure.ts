/* Apart from ./policy.ts: every page needs this test on its first load, the reporting policy only when reporting. */

/** Network failures of `fetch` (every browser's wording) and of the clients' timeout; not chunk loads. */
export function isNetworkFailure(error: unknown): boolean {
	if (!(error instanceof Error)) return false;
	if (error.name === "TimeoutError") return true;
	if (error.name !== "TypeError") return false;
	return /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|Network request failed|fetch failed)$/i.test(
		error.message,
	);
}
