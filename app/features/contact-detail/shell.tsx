import type { ReactNode } from "react";
import { PolicyLinks } from "#app/components/policy-links";
import { PRODUCT_NAME, SOCIETY_NAME } from "#app/contract/brand";

export type LimeSection = "contact" | "email";

export const LIME_TITLES: Record<LimeSection, string> = {
	contact: "連絡先情報を入力",
	email: "メールアドレス変更",
};

/**
 * Contact-detail flow reached from an e-mail link (no sign-in, no navigation). The portal's brand
 * as on every other page (icon, name, the header's spacing), the society that asks, and the
 * section's title; nothing links away but the footer's policies: the member is here for this one task.
 */
export function LimeShell({ title, children }: { title?: string; children: ReactNode }) {
	return (
		<div className="shell shell--lime">
			<header className="site-header lime-header">
				<p className="brand lime-header__brand">
					<img src="/favicon.svg" alt="" width={32} height={32} />
					<span className="brand__name">{PRODUCT_NAME}</span>
					<span className="lime-header__society">{SOCIETY_NAME}</span>
				</p>
				{title ? <p className="lime-header__title">{title}</p> : null}
			</header>
			<main id="main" className="site-main site-main--narrow">
				{children}
			</main>
			<footer className="site-footer">
				<nav aria-label="フッター" className="policy-nav">
					<PolicyLinks />
				</nav>
				<small>© {SOCIETY_NAME}</small>
			</footer>
		</div>
	);
}
