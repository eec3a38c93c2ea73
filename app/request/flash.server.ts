import type { RouterContextProvider } from "react-router";
import type { Flash } from "#app/session/cookies.server";
import { cookiesContext } from "./context.server";

type FlashToast = Flash["toasts"][number];

/** Queues a toast for the next page this browser renders (survives redirects). */
export function flashToast(context: Readonly<RouterContextProvider>, toast: FlashToast): void {
	const flash = context.get(cookiesContext).flash;
	const toasts = [...(flash.value?.toasts ?? []), toast].slice(-5);
	flash.set({ toasts });
}

/**
 * Pages that never render for a visitor who reaches them by a redirect: they send the browser on
 * (to the identity provider, or back from it). The root loader runs beside their loader, so a toast
 * read there would be cleared by a response nobody sees (「パスワードを再設定しました」 after a reset).
 */
const PASS_THROUGH_PATHS = new Set(["/login", "/callback"]);

/** The queued toasts, removed from the cookie as they are read by a page that shows them. */
export function takeToasts(context: Readonly<RouterContextProvider>, request: Request): FlashToast[] {
	const { pathname } = new URL(request.url);
	if (PASS_THROUGH_PATHS.has(pathname.replace(/\.data$/, ""))) return [];
	return takeQueuedToasts(context);
}

/**
 * The queued toasts for a pass-through page that stops to show them itself (/login after a
 * password reset: the identity provider's page could not show our message).
 */
export function takeQueuedToasts(context: Readonly<RouterContextProvider>): FlashToast[] {
	const flash = context.get(cookiesContext).flash;
	const toasts = flash.value?.toasts ?? [];
	if (toasts.length > 0) flash.clear();
	return toasts;
}
