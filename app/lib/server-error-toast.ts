import { useEffect } from "react";
import { useLocation } from "react-router";
import { showServerError } from "./toast";

/**
 * Shows the server's messages as the error toast when they arrive in the browser: after a client-side
 * navigation or post (the location the router made has a key of its own). A page that came from the
 * server already says them in its own text (the error screen, the error summary), which is the
 * toast's equivalent without JavaScript: the document's first location ("default") adds no toast
 * (docs/decisions/056-server-errors-on-rendered-pages.md).
 */
export function useServerErrorToast(messages: readonly string[] | undefined): void {
	const { key } = useLocation();
	const text = messages?.join("\n") ?? "";
	useEffect(() => {
		if (!text || key === "default") return;
		showServerError(text.split("\n"))?.catch(() => undefined);
	}, [text, key]);
}
