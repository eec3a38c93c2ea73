import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { FIRST_LOAD_RELOAD_HOOK, isChunkLoadError, reloadOnceForChunk } from "#app/lib/loading/chunk-load-error";
import { firstLoadGuardScript } from "#app/lib/loading/chunk-reload";
import { optionalImport, optionalImportsSettled } from "#app/lib/loading/optional-import";
import { memberDeskOf } from "#app/lib/member-desk";
import { tabDraftScope } from "#app/lib/security/idempotency-key";
import { useNonce } from "#app/lib/security/nonce";
import type { ToastMessage } from "#app/lib/toasts/types";
import { refuseUnreadableBody } from "#app/request/body.server";
import {
	configContext,
	cookiesContext,
	memberContext,
	postedFormContext,
	requestIdContext,
} from "#app/request/context.server";
import { documentReadDeadline } from "#app/request/document-deadline.server";
import { takeToasts } from "#app/request/flash.server";
import { keepInputOfFailedPost } from "#app/request/form-draft.server";
import { memberCheckPassed } from "#app/request/member.server";
import { markPostedForm } from "#app/request/posted-form.server";
import type { Route } from "./+types/root";
import { hydrateLater } from "./components/hydrate-later";
import { clientTelemetryConfig } from "./lib/reporting/config";
import { earlyErrorBufferScript } from "./lib/reporting/early-errors";
import { useGlobalErrorHandling } from "./lib/reporting/load-error-handling";
import { useRootData } from "./root-data";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
	{ rel: "stylesheet", href: stylesheet },
	{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
	const nonce = useNonce();
	// Absent only when the root loader itself failed: then no toasts, reporting or analytics.
	const root = useRootData();
	useGlobalErrorHandling(root?.telemetry);
	// Lets end-to-end tests (and CSS) know the page is interactive: hydrated, and the chunks loaded
	// after hydration (error handling, the toast stack, static text) are there. In the layout, so error
	// screens say it too; the effects that start some of those chunks run after this one: hence the task.
	useEffect(() => {
		const timer = setTimeout(() => {
			void optionalImportsSettled().then(() => {
				document.documentElement.dataset.hydrated = "true";
			});
		});
		return () => clearTimeout(timer);
	}, []);
	return (
		<html lang="ja">
			<head>
				<meta charSet="utf-8" />
				{/* Before any module script: it must see a chunk that fails on the first load, and keep errors
				    raised before the reporter starts. A script runs once, as parsed: the browser bundle has no
				    use for its text and does not carry it. */}
				<script
					nonce={nonce}
					suppressHydrationWarning
					// biome-ignore lint/security/noDangerouslySetInnerHtml: a constant built from our own functions, no input
					dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }}
				/>
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="format-detection" content="telephone=no" />
				<Meta />
				<Links />
			</head>
			<body>
				{children}
				{/* In the layout, not in App: the error screen shows toasts too. */}
				<AfterHydration toasts={root?.toasts ?? NO_TOASTS} tagId={root?.telemetry?.analyticsTagId} nonce={nonce} />
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	);
}

const NO_TOASTS: ToastMessage[] = [];
const RootErrorScreen = hydrateLater(() => import("./root-error-screen"), { ahead: true });
/** What nothing needs before hydration (./after-hydration.tsx): one chunk, imported as the page hydrates. */
const afterHydration = () => import("./after-hydration");
const AfterHydration = hydrateLater(afterHydration);
// The server renders it in the same pass as the rest of the page.
if (import.meta.env.SSR) AfterHydration.preload().catch(() => undefined);
/** Server-rendered only: the browser build drops both functions' text. */
const HEAD_SCRIPT = import.meta.env.SSR ? firstLoadGuardScript(FIRST_LOAD_RELOAD_HOOK) + earlyErrorBufferScript() : "";

export async function loader({ request, context }: Route.LoaderArgs) {
	// A failed member check answers instead of this page: its toasts wait for the next one.
	const checked = await memberCheckPassed(context);
	const member = checked ? context.get(memberContext) : null;
	const session = context.get(cookiesContext).session.value;
	const signedIn = session !== null;
	const config = context.get(configContext);
	return {
		member: signedIn && member ? { name: member.currentUser.name } : null,
		// A session, whether or not this page loaded the member (an unknown path, a webview page): the error screen's layout.
		signedIn,
		toasts: checked ? takeToasts(context, request) : [],
		// The loaders after a document post see a GET; the middleware saw the post.
		submitted: context.get(postedFormContext),
		telemetry: clientTelemetryConfig(config),
		/** Shown small on a server failure's screen, for the members' desk to find the request. */
		requestId: context.get(requestIdContext),
		/** Whom a member calls: error screens, enquiry and policy pages (MEMBER_DESK_PHONE, MEMBER_DESK_HOURS). */
		desk: memberDeskOf(config),
		/** Whose input this tab keeps (app/lib/forms/tab-draft.ts): opaque per member, one scope for visitors. */
		draftScope: session ? await tabDraftScope(config.SESSION_SECRET[0] ?? "", session.profile.sub) : "visitor",
	};
}

/**
 * A post whose body the worker refused (wrong type, too large, truncated) ends on the error screen;
 * a full page load waits less for the APIs than a navigation inside the app does.
 */
export const middleware: Route.MiddlewareFunction[] = [
	refuseUnreadableBody,
	markPostedForm,
	documentReadDeadline,
	keepInputOfFailedPost,
];

/** An unreachable navigation keeps the member on the page (docs/status-rules.md), via ./after-hydration.tsx. */
const keepPageOnNetworkFailure: Route.ClientMiddlewareFunction = (args, next) =>
	optionalImport(afterHydration).then(
		(module) => module.keepPageOnNetworkFailure(args, next),
		() => next(),
	);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepPageOnNetworkFailure];

export default function App() {
	return <Outlet />;
}

/** The orange error screen (./components/root-error-screen.tsx), in its own chunk. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const { pathname } = useLocation();
	useEffect(() => {
		// Here, not in the screen's chunk: a chunk that failed to load usually means a new build, whose
		// fresh page has it (docs/decisions/053-chunk-reload.md, once per path in 10 s).
		if (isChunkLoadError(error)) reloadOnceForChunk(pathname);
	}, [error, pathname]);
	return <RootErrorScreen error={error} />;
}
