/** Chunks being imported that the page can do without for a while. */
let pending = 0;
let settled: Array<() => void> = [];

/** Imports a chunk the page can do without: its failure (often a cancel as the member leaves) must not reload the page. */
export function optionalImport<T>(load: () => Promise<T>): Promise<T> {
	pending += 1;
	return load().finally(() => {
		pending -= 1;
		if (pending > 0) return;
		const waiting = settled;
		settled = [];
		for (const resolve of waiting) resolve();
	});
}

/** Resolves once no optional import is under way (at once when none is). */
export function optionalImportsSettled(): Promise<void> {
	if (pending === 0) return Promise.resolve();
	return new Promise((resolve) => settled.push(resolve));
}

/** True while an optional import is under way: ./chunk-reload.ts leaves its failures alone. */
export function isOptionalImportPending(): boolean {
	return pending > 0;
}
