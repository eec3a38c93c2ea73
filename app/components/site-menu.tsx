import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation, useNavigation } from "react-router";
import { IntentPrefetch } from "./intent-prefetch";
import { PROGRESS_DELAY_MS } from "./navigation-progress";
import { SignOutForm } from "./sign-out-form";

/** Every member page the web portal has, in the order members look for them. */
const MEMBER_NAV = [
	{ to: "/", label: "ホーム", end: true },
	{ to: "/news", label: "お知らせ", end: false },
	// Articles are listed on home only: the section's link (a hash, so never marked as the page).
	{ to: "/#health-support", label: "健康サポート", section: true },
	{ to: "/users/detail", label: "会員情報", end: false },
	{ to: "/users/recipe_settings", label: "配信設定", end: false },
	{ to: "/users/password/update", label: "パスワード変更", end: false },
	{ to: "/faq/user", label: "よくある質問", end: false },
	{ to: "/contact/user", label: "お問い合わせ", end: false },
	{ to: "/terms/user", label: "利用規約", end: false },
] as const;

/** The signed-in menu: a <details> that works without JavaScript, in a chunk hydrated after the page. */
export default function SiteMenu() {
	const menu = useRef<HTMLDetailsElement>(null);
	const { pathname } = useLocation();
	const { state } = useNavigation();
	// A page chosen from the open menu: close it, as a new page would be.
	useEffect(() => {
		if (menu.current && pathname) menu.current.open = false;
	}, [pathname]);
	// A slow one: the tapped item shows it was taken (NavLink's `pending`), then the menu gets out of the
	// way of the page and the 「読み込み中です」 that come at the same moment.
	useEffect(() => {
		if (state !== "loading") return;
		const timer = setTimeout(() => {
			if (menu.current) menu.current.open = false;
		}, PROGRESS_DELAY_MS);
		return () => clearTimeout(timer);
	}, [state]);
	return (
		<details className="site-menu" ref={menu}>
			<summary className="site-menu__toggle">メニュー</summary>
			<nav aria-label="メイン" className="site-nav">
				<ul>
					{MEMBER_NAV.map((item) => (
						<li key={item.to}>
							{"section" in item ? (
								<Link to={item.to}>{item.label}</Link>
							) : (
								<NavLink to={item.to} end={item.end}>
									{item.label}
								</NavLink>
							)}
						</li>
					))}
				</ul>
				<SignOutForm label="ログアウト" buttonClassName="button button--quiet" />
			</nav>
			{/* Here, in the member menu's chunk: member pages only, and nothing on a first load. */}
			<IntentPrefetch />
		</details>
	);
}
