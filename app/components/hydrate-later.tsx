import { type ComponentType, lazy, type ReactNode, Suspense, useLayoutEffect } from "react";
import { useNavigationType } from "react-router";
import { optionalImport } from "#app/lib/loading/optional-import";

type Loaded<P> = { default: ComponentType<P> };

/** A component in its own chunk, with `preload()`: awaited on the server before it renders (see below). */
type HydratedLater<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/** Static text and rarely needed parts: server-rendered from their own chunk, off the first load. */
export function hydrateLater<P extends object>(
	load: () => Promise<Loaded<P>>,
	{
		sectionLinks,
		ahead,
	}: {
		/** Other pages link to sections inside it (`/#records`): a client navigation scrolls to them once shown. */
		sectionLinks?: boolean;
		/**
		 * It shows a failure (an error screen): loaded as the page hydrates, since a lost connection could
		 * not fetch it then (docs/decisions/175-a-lost-signal-keeps-the-page.md); on the server, before any render.
		 */
		ahead?: boolean;
	} = {},
): HydratedLater<P> {
	let loaded: Loaded<P> | undefined;
	let loading: Promise<Loaded<P>> | undefined;
	const preload = () => {
		loading ??= optionalImport(load).then(
			(module) => {
				loaded = module;
				return module;
			},
			(error: unknown) => {
				// A load cut short (offline, the member leaving) is tried again by the next caller.
				loading = undefined;
				throw error;
			},
		);
		return loading;
	};
	if (ahead) preload().catch(() => undefined);
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
				{sectionLinks ? (
					<ScrollToHashWhenShown>
						<Component {...props} />
					</ScrollToHashWhenShown>
				) : (
					<Component {...props} />
				)}
			</Suspense>
		);
	}
	return Object.assign(HydratedLater, { preload });
}

/**
 * A link to a section inside a part that arrives after the navigation (`/#records`): the router looked
 * for the section before it existed and left the page at the top, so scroll once the part is shown.
 * A back or forward move (POP) keeps the position the router restores; a first load is the browser's.
 */
function ScrollToHashWhenShown({ children }: { children: ReactNode }) {
	const navigationType = useNavigationType();
	useLayoutEffect(() => {
		if (navigationType === "POP" || !window.location.hash) return;
		document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
	}, [navigationType]);
	return children;
}
