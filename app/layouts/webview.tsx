import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { hydrateLater } from "#app/components/hydrate-later";
import { WebviewShell } from "#app/components/shells";
import { isChunkLoadError, reloadOnceForChunk } from "#app/lib/loading/chunk-load-error";
import type { Route } from "./+types/webview";

// Rendered by the server in the same pass as the page; in the browser, there before anything fails.
const WebviewError = hydrateLater(() => import("./webview-error"), { ahead: true });

export default function WebviewLayout() {
	return (
		<WebviewShell>
			<Outlet />
		</WebviewShell>
	);
}

/** Errors of the app's pages stay in the app's frame (./webview-error.tsx, its own chunk). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const { pathname } = useLocation();
	useEffect(() => {
		// As the root's boundary does: a chunk that failed to load usually means a new build (decision 053).
		if (isChunkLoadError(error)) reloadOnceForChunk(pathname);
	}, [error, pathname]);
	return <WebviewError error={error} />;
}
