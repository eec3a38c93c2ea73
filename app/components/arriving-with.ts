/**
 * A route's `clientMiddleware`: an in-app navigation waits for these parts' chunks (`hydrateLater`'s
 * `preload`) beside its data, so the page shows whole, never its heading alone
 * (docs/decisions/151-whole-pages-in-the-app.md). Its own module: the pages without such parts (the lime
 * flow) do not carry it. A chunk that fails to load does not stop the page: the part stays empty.
 */
export function arrivingWith(...parts: ReadonlyArray<{ preload: () => Promise<unknown> }>) {
	return async <R>(_args: unknown, next: () => Promise<R>): Promise<R> => {
		const [result] = await Promise.all([next(), ...parts.map((part) => part.preload().catch(() => undefined))]);
		return result;
	};
}
