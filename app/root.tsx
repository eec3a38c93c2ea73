import { type ReactNode, useEffect } from "react";
import {
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useLocation,
	useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { OrangeErrorScreen } from "./components/error-screen";
import { NavigationProgress } from "./components/navigation-progress";
import { DefaultShell, UnauthenticatedShell } from "./components/shells";
import { Toasts } from "./components/toasts";
import { cookiesContext, memberContext } from "./lib/context.server";
import { takeToasts } from "./lib/flash.server";
import { useNonce } from "./lib/nonce";
import { toScreenError } from "./lib/route-error";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
	{ rel: "stylesheet", href: stylesheet },
	{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
	const nonce = useNonce();
	return (
		<html lang="ja">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="format-detection" content="telephone=no" />
				<Meta />
				<Links />
			</head>
			<body>
				<NavigationProgress />
				{children}
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	);
}

export function loader({ context }: Route.LoaderArgs) {
	const member = context.get(memberContext);
	const signedIn = context.get(cookiesContext).session.value !== null;
	return {
		member: signedIn && member ? { name: member.currentUser.name } : null,
		toasts: takeToasts(context),
	};
}

export default function App({ loaderData }: Route.ComponentProps) {
	// Lets end-to-end tests (and CSS) know the page is interactive.
	useEffect(() => {
		document.documentElement.dataset.hydrated = "true";
	}, []);
	return (
		<>
			<Toasts messages={loaderData.toasts} />
			<Outlet />
		</>
	);
}

type RootData = { member: unknown | null; unrecoverableAuthError?: boolean } | undefined;

/**
 * The orange error screen. Its chrome follows SPEC §2: the default layout for
 * a signed-in member, the unauthenticated one otherwise (logo shown there).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const { pathname } = useLocation();
	const root = useRouteLoaderData("root") as RootData;
	const signedIn = Boolean(root?.member) && !root?.unrecoverableAuthError;
	const screenError = toScreenError(error, pathname);
	if (!isRouteErrorResponse(error)) console.error(error);
	const Shell = signedIn ? DefaultShell : UnauthenticatedShell;
	return (
		<Shell>
			<OrangeErrorScreen error={screenError} showLogo={!signedIn} />
		</Shell>
	);
}
