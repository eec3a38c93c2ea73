import type { ReactNode } from "react";
import { Link } from "react-router";
import { PRODUCT_NAME, SOCIETY_NAME } from "#app/contract/brand";
import { useRootData } from "#app/root-data";
import { hydrateLater } from "./hydrate-later";
import { PolicyLinks } from "./policy-links";

/** Rendered by the server with the rest of the page; its script comes after the first load. */
export const SiteMenu = hydrateLater(() => import("./site-menu"));
if (import.meta.env.SSR) SiteMenu.preload().catch(() => undefined);

function SkipLink() {
	return (
		<a className="skip-link" href="#main">
			本文へスキップ
		</a>
	);
}

function Brand({ to, logo = false }: { to: string; logo?: boolean }) {
	// A visitor's error screen shows the wide logo once; elsewhere the square icon with the name (the wide
	// logo squeezed into a square was unreadable).
	return (
		<Link to={to} className={logo ? "brand brand--logo" : "brand"} reloadDocument={logo}>
			<img
				src={logo ? "/logo.svg" : "/favicon.svg"}
				alt={logo ? PRODUCT_NAME : ""}
				width={logo ? 160 : 32}
				height={logo ? 40 : 32}
			/>
			{logo ? null : <span className="brand__name">{PRODUCT_NAME}</span>}
		</Link>
	);
}

function Footer({ termsPath }: { termsPath: string }) {
	return (
		<footer className="site-footer">
			<nav aria-label="フッター" className="policy-nav">
				<Link to={termsPath}>利用規約</Link>
				<PolicyLinks />
			</nav>
			<small>© {SOCIETY_NAME}</small>
		</footer>
	);
}

/** The signed-in member's name from the root loader (absent when the root loader failed). */
function useMemberName(): string | undefined {
	return useRootData()?.member?.name ?? undefined;
}

/** Signed-in pages: header with navigation and sign-out, footer. */
export function DefaultShell({ children }: { children: ReactNode }) {
	const memberName = useMemberName();
	return (
		<div className="shell shell--default">
			<SkipLink />
			<header className="site-header">
				<Brand to="/" />
				{memberName ? <p className="site-header__member">{memberName} さん</p> : null}
				<SiteMenu />
			</header>
			<main id="main" tabIndex={-1} className="site-main">
				{children}
			</main>
			<Footer termsPath="/terms/user" />
		</div>
	);
}

/**
 * Public and pre-sign-in pages: brand only, no member navigation. `brand="logo"`: the wide logo
 * instead of icon and name (the error screen of a visitor, whose logo it is; shown once).
 */
export function UnauthenticatedShell({ children, brand = "icon" }: { children: ReactNode; brand?: "icon" | "logo" }) {
	return (
		<div className="shell shell--unauthenticated">
			<SkipLink />
			<header className="site-header site-header--plain">
				<Brand to="/login" logo={brand === "logo"} />
			</header>
			<main id="main" tabIndex={-1} className="site-main site-main--narrow">
				{children}
			</main>
			<Footer termsPath="/terms" />
		</div>
	);
}

/** Inside the mobile app's webview: the app provides the chrome. */
export function WebviewShell({ children }: { children: ReactNode }) {
	return (
		<main id="main" className="shell shell--webview">
			{children}
		</main>
	);
}
