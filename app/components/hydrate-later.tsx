import { type ComponentType, lazy, Suspense } from "react";
import { optionalImport } from "#app/lib/loading/optional-import";

type Loaded<P> = { default: ComponentType<P> };

/** A component in its own chunk, with `preload()`: awaited on the server before it renders (see below). */
type HydratedLater<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/** Static text and rarely needed parts: server-rendered from their own chunk, off the first load. */
export function hydrateLater<P extends object>(load: () => Promise<Loaded<P>>): HydratedLater<P> {
	let loaded: Loaded<P> | undefined;
	let loading: Promise<Loaded<P>> | undefined;
	const preload = () => {
		loading ??= optionalImport(load).then((module) => {
			loaded = module;
			return module;
		});
		return loading;
	};
	// In the browser a chunk that cannot load never settles: during hydration the server's markup stays
	// as it is (readable, its links plain links) instead of an error screen replacing the page.
	const render = () => (import.meta.env.SSR ? preload() : preload().catch(() => new Promise<Loaded<P>>(() => {})));
	// React settles a lazy component synchronously when its thenable calls back at once.
	const Component = lazy(() =>
		loaded
			? // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is how React takes a module it has
				({ then: (resolve: (m: Loaded<P>) => void) => resolve(loaded as Loaded<P>) } as Promise<Loaded<P>>)
			: render(),
	);
	function HydratedLater(props: P) {
		return (
			<Suspense fallback={null}>
				<Component {...props} />
			</Suspense>
		);
	}
	return Object.assign(HydratedLater, { preload });
}
