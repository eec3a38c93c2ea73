/* Toasts as data: what the server queues and what the stack shows (no imports, so no chunk depends on another through them). */

type ToastType = "default" | "warn" | "error" | "success";

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
