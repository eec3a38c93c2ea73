import { Form, Link } from "react-router";
import { hydrateLater } from "#app/components/hydrate-later";
import { PageTitle } from "#app/components/page-title";
import { pageUrl } from "#app/lib/page-url";
import css from "../content.css?url";
import type { ContentVariant } from "../data/links";
import { resolveContentLink } from "../data/links";
import { MAX_QUERY_LENGTH, searchTerms } from "../data/search";
import type { Route } from "./+types/faq";

/*
 * Mounted twice (app/routes.ts): /faq in the unauthenticated layout and
 * /faq/user in the default layout. The URL tells the variant; the content and
 * the search are the same.
 */

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

function variantOf(request: Request): ContentVariant {
	return pageUrl(request).pathname.startsWith("/faq/user") ? "user" : "public";
}

const FaqResults = hydrateLater(() => import("../components/faq-results"));

/**
 * Searched on the server: the GET form works the same with or without JavaScript. Only the query
 * is loader data; the questions are rendered from ../data/faq.ts (docs/performance.md, "Static content").
 */
export async function loader({ request }: Route.LoaderArgs) {
	await FaqResults.preload();
	const q = (pageUrl(request).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
	return { variant: variantOf(request), q, terms: searchTerms(q) };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
	const { variant, q, terms } = loaderData;
	const contactPath = resolveContentLink("contact", variant);
	return (
		<>
			<PageTitle>よくある質問</PageTitle>
			<h1>よくある質問</h1>
			<p className="lead">
				ログインやパスワード、特定保健指導、アプリの使い方など、よくお寄せいただくご質問と回答です。
			</p>

			<Form method="get" role="search" className="search-form" aria-label="よくある質問の検索">
				<label htmlFor="faq-q" className="field__label">
					キーワードで探す
				</label>
				<div className="search-form__row">
					<input
						id="faq-q"
						name="q"
						type="search"
						defaultValue={q}
						key={q}
						maxLength={MAX_QUERY_LENGTH}
						className="field__input"
						aria-describedby="faq-q-hint"
						enterKeyHint="search"
					/>
					<button type="submit" className="button button--primary">
						検索
					</button>
				</div>
				<p id="faq-q-hint" className="field__hint">
					複数の言葉はスペースで区切ってください（すべてを含む質問を表示します）。
				</p>
			</Form>

			<FaqResults q={q} terms={terms} variant={variant} />

			<aside className="card faq-contact" aria-labelledby="faq-contact-heading">
				<h2 id="faq-contact-heading">解決しないときは</h2>
				<p>
					ご不明な点は<Link to={contactPath}>お問い合わせフォーム</Link>からお寄せください。担当者から順次ご連絡します。
				</p>
			</aside>
		</>
	);
}
