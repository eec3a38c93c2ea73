import toast from "react-hot-toast/headless";
import { DEFAULT_TOAST_GROUP, toToastCall } from "./toast-call";
import type { ToastMessage, ToastSettings } from "./types";

/** Toast ids shown per group, oldest first; trimmed to the group's `max`. */
const shownByGroup = new Map<string, string[]>();

/**
 * Shows a toast with react-hot-toast (part of the toast chunk: callers use `showToast` of ./toast.tsx).
 * Never call it on the server: react-hot-toast's store is module-global.
 */
export function notify(message: ToastMessage & ToastSettings): string {
	const { kind, content, options } = toToastCall(message);
	const group = message.group ?? DEFAULT_TOAST_GROUP;
	const id =
		kind === "success"
			? toast.success(content, options)
			: kind === "error"
				? toast.error(content, options)
				: toast(content, options);
	const shown = (shownByGroup.get(group) ?? []).filter((other) => other !== id);
	shown.push(id);
	const max = message.max ?? Number.POSITIVE_INFINITY;
	while (shown.length > Math.max(max, 1)) {
		const oldest = shown.shift();
		if (oldest) toast.dismiss(oldest);
	}
	shownByGroup.set(group, shown);
	return id;
}

/** Takes every toast off the screen. */
export function dismissAll(): void {
	toast.dismiss();
}
