import { useEffect } from "react";
import { useNavigation } from "react-router";

/* Whether the page answers a form post, so the error screen says nothing was saved (decision 057). Module state. */

let lastNavigationPosted = false;

/** Mounted once by the root layout (from ../after-hydration.tsx: navigations start after hydration). */
export function PostedFormTracker(): null {
	const navigation = useNavigation();
	useEffect(() => {
		if (navigation.state === "idle") return;
		lastNavigationPosted = navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() !== "GET";
	}, [navigation.state, navigation.formMethod]);
	return null;
}

/** The last navigation in the browser was a form post. */
export function lastNavigationPostedForm(): boolean {
	return lastNavigationPosted;
}
