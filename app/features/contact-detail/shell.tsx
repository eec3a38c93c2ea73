import type { ReactNode } from "react";
import { SOCIETY_NAME } from "#app/contract/brand";

export type LimeSection = "contact" | "email";

export const LIME_TITLES: Record<LimeSection, string> = {
	contact: "連絡先情報を入力",
	email: "メールアドレス変更",
};

/** Contact-detail flow reached from an e-mail link (no sign-in, no navigation). */
export function LimeShell({ title, children }: { title?: string; children: ReactNode }) {
	return (
		<div className="shell shell--lime">
			<header className="lime-header">
				<p className="lime-header__society">{SOCIETY_NAME}</p>
				{title ? <p className="lime-header__title">{title}</p> : null}
			</header>
			<main id="main" className="site-main site-main--narrow">
				{children}
			</main>
			<footer className="site-footer">
				<small>© {SOCIETY_NAME}</small>
			</footer>
		</div>
	);
}
