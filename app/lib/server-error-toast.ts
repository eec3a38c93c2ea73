import { useEffect, useRef, useSyncExternalStore } from "react";
import { showServerError } from "./toast";

const noSubscription = () => () => undefined;

/**
 * Shows the server's messages as the error toast when they arrive in the browser: after a client-side
 * navigation or post. A page that came from the server already says them in its own text (the error
 * screen, the error summary), which is the toast's equivalent without JavaScript: what a component
 * showed when it was hydrated from the server's HTML adds no toast, even when its chunk hydrates late
 * (docs/decisions/056-server-errors-on-rendered-pages.md).
 */
export function useServerErrorToast(messages: readonly string[] | undefined): void {
	const text = messages?.join("\n") ?? "";
	// True only while React hydrates the server's markup (it reads the server snapshot then).
	const hydrating = useSyncExternalStore(
		noSubscription,
		() => false,
		() => true,
	);
	const fromServer = useRef(hydrating ? text : null);
	useEffect(() => {
		if (!text || text === fromServer.current) return;
		showServerError(text.split("\n"))?.catch(() => undefined);
	}, [text]);
}
