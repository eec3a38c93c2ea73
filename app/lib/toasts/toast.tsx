import { COMMUNICATION_ERROR_MESSAGE } from "#app/lib/api/errors";
import { optionalImport } from "#app/lib/loading/optional-import";

/*
 * Toasts as data and the call that shows one. react-hot-toast, the stack that renders toasts
 * (./toast-stack.tsx), the call into it (./toast-show.ts) and how a toast maps onto it
 * (./toast-call.tsx) are one chunk, off every first load: loaded once the page is idle, at once
 * when the server queued a toast, or by the first `showToast` (docs/performance.md).
 */

import type { ToastMessage, ToastSettings } from "./types";

export { COMMUNICATION_ERROR_MESSAGE };

type ToastStack = typeof import("./toast-stack");
let stack: Promise<ToastStack> | null = null;
const stackListeners = new Set<(loaded: ToastStack) => void>();

/** The toast chunk, imported once; the root's toast host mounts its stack when it arrives. */
export function loadToastStack(): Promise<ToastStack> {
	// The server never shows toasts: its bundle does not carry the chunk.
	if (import.meta.env.SSR) return Promise.reject(new Error("toasts are shown in the browser only"));
	if (!stack) {
		stack = optionalImport(() => import("./toast-stack"));
		stack.then(
			(loaded) => {
				for (const listener of stackListeners) listener(loaded);
			},
			// A failed load may be retried by the next toast.
			() => {
				stack = null;
			},
		);
	}
	return stack;
}

/** Calls `listener` with the toast chunk once it has loaded (at once when it has); returns the unsubscribe. */
export function onToastStackLoaded(listener: (loaded: ToastStack) => void): () => void {
	stackListeners.add(listener);
	stack?.then(listener, () => undefined);
	return () => stackListeners.delete(listener);
}

/** Shows a toast in the browser, once the toast chunk is there. Never on the server: react-hot-toast's store is module-global. */
export function showToast(message: ToastMessage & ToastSettings): Promise<string> {
	return loadToastStack().then((loaded) => loaded.notify(message));
}

/** Takes every toast off the screen (none can be there before the toast chunk has loaded). */
export function dismissToasts(): void {
	stack?.then(
		(loaded) => loaded.dismissAll(),
		() => undefined,
	);
}

/** A 通信エラー toast was shown since the browser last came online. */
let toldCommunicationError = false;

/** The global fallback for a failure that carries no HTTP status (docs/status-rules.md). */
export function showCommunicationError(): Promise<string> {
	toldCommunicationError = true;
	return showToast({
		type: "error",
		text: COMMUNICATION_ERROR_MESSAGE,
		group: "communication",
		ignoreDuplicates: true,
	});
}

/** The `online` event: after a 通信エラー, the member hears they can try again (decision 175). */
export function showBackOnline(): void {
	if (!toldCommunicationError) return;
	toldCommunicationError = false;
	void showToast({ type: "success", text: "通信が回復しました。もう一度お試しください。", group: "communication" });
}

/** A failed call's server words as one error toast at a time (docs/decisions/056-server-errors-on-rendered-pages.md). */
export function showServerError(messages: readonly string[]): Promise<string> | null {
	if (messages.length === 0) return null;
	return showToast({ type: "error", text: messages.join("\n"), group: "server-error", ignoreDuplicates: true, max: 1 });
}
