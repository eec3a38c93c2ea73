/** Chunks being imported that the page can do without for a while. */
let pending = 0;

/**
 * Imports a chunk the page does not need to work (the toast stack, error handling and reporting,
 * the components of static text): while one loads, a failure, such as the browser cancelling it
 * because the member is leaving the page, must not reload the page under them (./chunk-reload.ts).
 */
export function optionalImport<T>(load: () => Promise<T>): Promise<T> {
	pending += 1;
	return load().finally(() => {
		pending -= 1;
	});
}

/** True while an optional import is under way: ./chunk-reload.ts leaves its failures alone. */
export function isOptionalImportPending(): boolean {
	return pending > 0;
}
