import type { CSSProperties, ReactElement } from "react";
import toast from "react-hot-toast";
import { COMMUNICATION_ERROR_MESSAGE } from "./api/errors";

/*
 * Toasts as data and the call that shows one; the stack that renders them is
 * app/components/toasts.tsx. Here (not there) so that reporting can show the
 * communication-error toast without importing a component.
 */

export type ToastType = "default" | "warn" | "error" | "success";

/** A toast as the server queues it (flash cookie) and as docs/status-rules.md names its text fields. */
export type ToastMessage = {
	type: ToastType;
	title?: string;
	text: string;
};

/**
 * The remaining toast fields (docs/status-rules.md). How each maps onto react-hot-toast is
 * recorded in docs/decisions/052-toasts-and-failed-navigations.md.
 */
export type ToastSettings = {
	/** Scope of `ignoreDuplicates` and `max`; one on-screen stack serves every group. */
	group?: string;
	/** Milliseconds on screen. */
	duration?: number;
	/** Milliseconds of the enter and leave animation. */
	speed?: number;
	/** A toast equal to one already on screen (same group, type, title, text) replaces it. */
	ignoreDuplicates?: boolean;
	/** At most this many toasts of the group on screen; the oldest leave first. */
	max?: number;
};

/** docs/status-rules.md: 3000 ms on screen, 300 ms animation, 300 px wide, top-right. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_SPEED_MS = 300;
export const TOAST_WIDTH_PX = 300;
export const TOAST_POSITION = "top-right";
export const DEFAULT_TOAST_GROUP = "default";

export { COMMUNICATION_ERROR_MESSAGE };

/** Toast ids shown per group, oldest first; trimmed to the group's `max`. */
const shownByGroup = new Map<string, string[]>();

export type ToastCall = {
	kind: "blank" | "success" | "error";
	content: string | ReactElement;
	options: {
		id?: string;
		duration: number;
		removeDelay: number;
		icon?: string;
		className: string;
		style: CSSProperties & Record<`--${string}`, string>;
		ariaProps: { role: "status" | "alert"; "aria-live": "polite" | "assertive" };
	};
};

/** The toast → one react-hot-toast call (pure; unit-tested). */
export function toToastCall(message: ToastMessage & ToastSettings): ToastCall {
	const group = message.group ?? DEFAULT_TOAST_GROUP;
	const speed = message.speed ?? TOAST_SPEED_MS;
	const urgent = message.type === "error";
	const content = message.title ? (
		<span>
			<strong className="toast__title">{message.title}</strong>
			<br />
			{message.text}
		</span>
	) : (
		message.text
	);
	return {
		kind: message.type === "success" ? "success" : message.type === "error" ? "error" : "blank",
		content,
		options: {
			id: message.ignoreDuplicates
				? `toast:${group}:${message.type}:${message.title ?? ""}:${message.text}`
				: undefined,
			duration: message.duration ?? TOAST_DURATION_MS,
			// Kept in the DOM exactly as long as the leave animation runs.
			removeDelay: speed,
			icon: message.type === "warn" ? "⚠️" : undefined,
			className: `toast toast--${message.type} toast--group-${group}`,
			style: { "--toast-speed": `${speed}ms` },
			ariaProps: urgent ? { role: "alert", "aria-live": "assertive" } : { role: "status", "aria-live": "polite" },
		},
	};
}

/** Shows a toast in the browser. Never call it on the server: react-hot-toast's store is module-global. */
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

/** The global fallback for a failure that carries no HTTP status (docs/status-rules.md). */
export function showCommunicationError(): void {
	notify({ type: "error", text: COMMUNICATION_ERROR_MESSAGE, group: "communication", ignoreDuplicates: true });
}

/**
 * The server's words for a failed call as an error toast, joined by new lines (docs/status-rules.md);
 * one at a time. Pages say the same in their own text, which is what works without JavaScript
 * (docs/decisions/056-server-errors-on-rendered-pages.md).
 */
export function showServerError(messages: readonly string[]): void {
	if (messages.length === 0) return;
	notify({ type: "error", text: messages.join("\n"), group: "server-error", ignoreDuplicates: true, max: 1 });
}
