import type { RouterContextProvider } from "react-router";
import type { PageNotice } from "#app/session/cookies.server";
import { cookiesContext } from "./context.server";

type Context = Readonly<RouterContextProvider>;

/**
 * Keeps the outcome of a save for the page it was made on, across the redirect after the post: the
 * page shows it under its heading (app/components/notification.tsx). Another page never shows it.
 */
export function flashNotice(context: Context, request: Request, notice: Omit<PageNotice, "path">): void {
	flashNoticeFor(context, pathOf(request), notice);
}

/** The same for the page a post redirects to (`path`), when that page is not the post's own. */
export function flashNoticeFor(context: Context, path: string, notice: Omit<PageNotice, "path">): void {
	context.get(cookiesContext).notice.set({ ...notice, path });
}

/** The notice for this page, removed as it is read; null when there is none for it. */
export function takeNotice(context: Context, request: Request): Omit<PageNotice, "path"> | null {
	const cookie = context.get(cookiesContext).notice;
	const notice = cookie.value;
	if (!notice || notice.path !== pathOf(request)) return null;
	cookie.clear();
	const { path: _, ...shown } = notice;
	return shown;
}

/** The page's path; a client navigation's data request (`/page.data`) counts as the page. */
function pathOf(request: Request): string {
	return new URL(request.url).pathname.replace(/\.data$/, "");
}
