import { useEffect } from "react";
import { useNavigation } from "react-router";

/*
 * Whether the page on screen answers a form post, so the error screen says nothing was saved
 * (docs/decisions/057-waiting-and-slow-answers.md). Module state: an error at the root remounts the layout.
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
