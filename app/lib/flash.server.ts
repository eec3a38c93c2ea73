import type { RouterContextProvider } from "react-router";
import type { Flash } from "#app/session/cookies.server";
import { cookiesContext } from "./context.server";

export type FlashToast = Flash["toasts"][number];

/** Queues a toast for the next page this browser renders (survives redirects). */
export function flashToast(context: Readonly<RouterContextProvider>, toast: FlashToast): void {
	const flash = context.get(cookiesContext).flash;
	const toasts = [...(flash.value?.toasts ?? []), toast].slice(-5);
	flash.set({ toasts });
}

/** The queued toasts, removed from the cookie as they are read. */
export function takeToasts(context: Readonly<RouterContextProvider>): FlashToast[] {
	const flash = context.get(cookiesContext).flash;
	const toasts = flash.value?.toasts ?? [];
	if (toasts.length > 0) flash.clear();
	return toasts;
}
