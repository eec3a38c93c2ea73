import { useEffect } from "react";
import { useNavigation } from "react-router";

/*
 * Whether the page on screen is the answer to a form post: the error screen then says that what was
 * sent was not saved, and leads back to the form (docs/decisions/057-waiting-and-slow-answers.md).
 * A document post is known to the server (the root loader's `submitted`); a post made by the router
 * in the browser is only known here, from the last navigation. Module state, not React state: an
 * error at the root mounts the layout afresh, and the server never runs the effect that sets it.
 */

let lastNavigationPosted = false;

/** Mounted once by the root layout (from ../after-hydration.tsx: navigations start after hydration). */
export function SubmissionTracker(): null {
	const navigation = useNavigation();
	useEffect(() => {
		if (navigation.state === "idle") return;
		lastNavigationPosted = navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() !== "GET";
	}, [navigation.state, navigation.formMethod]);
	return null;
}

/** The last navigation in the browser was a form post. */
export function lastNavigationWasPost(): boolean {
	return lastNavigationPosted;
}
