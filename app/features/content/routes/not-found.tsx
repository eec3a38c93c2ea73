import { pageNotFound } from "#app/lib/urls/params";
import type { Route } from "./+types/not-found";

/**
 * Any address no page answers: the 404 error screen, as a matched route so that the root loader
 * runs and the screen knows whether a member is signed in (their layout, no logo; docs/routes.md).
 */
export function loader({ request }: Route.LoaderArgs): never {
	return pageNotFound(request);
}

/** Never rendered: the loader always ends on the error screen. */
export default function NotFound() {
	return null;
}
