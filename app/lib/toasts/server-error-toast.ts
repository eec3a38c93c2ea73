import { useEffect, useRef, useSyncExternalStore } from "react";
import { showServerError } from "./toast";

const noSubscription = () => () => undefined;

/** Toasts the server's messages arriving in the browser; a server-rendered page shows them already (decision 056). */
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
