import type { CSSProperties, ReactElement } from "react";
import type { ToastMessage, ToastSettings } from "./types";

/* How a toast maps onto react-hot-toast: part of the toast chunk, never of a first load (./toast.tsx). */

/** docs/status-rules.md: 3000 ms on screen, 300 ms animation, 300 px wide, top-right. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_SPEED_MS = 300;
export const TOAST_WIDTH_PX = 300;
export const TOAST_POSITION = "top-right";
export const DEFAULT_TOAST_GROUP = "default";

type ToastCall = {
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
