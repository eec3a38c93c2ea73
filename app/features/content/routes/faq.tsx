import { Form, Link } from "react-router";
import { PageTitle } from "#app/components/page-title";
import { pageUrl } from "#app/lib/page-url";
import { ContentLinks } from "../components/help-article";
import { Highlight } from "../components/highlight";
import css from "../content.css?url";
import { filterFaq } from "../data/faq";
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

/** Searched on the server: the GET form works the same with or without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
	const q = (pageUrl(request).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
	const terms = searchTerms(q);
	const { categories, count } = filterFaq(terms);
	return { variant: variantOf(request), q, terms, categories, count };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
	const { variant, q, terms, categories, count } = loaderData;
	const searching = terms.length > 0;
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

			<div role="status" className="search-status">
				{searching ? (
					<p>
						「{q}」に一致する質問：{count}件
						{count > 0 ? (
							<>
								{" "}
								<Link to=".">すべての質問を表示</Link>
							</>
						) : null}
					</p>
				) : null}
			</div>

			{searching && count === 0 ? (
				<div className="card empty-state">
					<p>「{q}」に一致する質問は見つかりませんでした。</p>
					<ul>
						<li>言葉を短くするか、別の言葉（例：「パスワード」「認証コード」「歩数」）でお試しください。</li>
						<li>
							解決しない場合は<Link to={contactPath}>お問い合わせ</Link>からご連絡ください。
						</li>
					</ul>
					<p>
						<Link to=".">すべての質問を表示</Link>
					</p>
				</div>
			) : null}

			{searching ? null : (
				<nav aria-label="カテゴリ" className="toc">
					<ul>
						{categories.map((category) => (
							<li key={category.id}>
								<a href={`#${category.id}`}>{category.title}</a>
							</li>
						))}
					</ul>
				</nav>
			)}

			{categories.map((category) => (
				<section key={category.id} aria-labelledby={category.id} className="faq-category">
					<h2 id={category.id}>{category.title}</h2>
					<div className="faq-list">
						{category.items.map((item) => (
							<details key={item.id} id={item.id} className="faq-item" open={searching}>
								<summary>
									<span className="faq-item__q" aria-hidden="true">
										Q
									</span>
									<span>
										<Highlight text={item.question} terms={terms} />
									</span>
								</summary>
								<div className="faq-item__answer">
									{item.answer.map((paragraph) => (
										<p key={paragraph}>
											<Highlight text={paragraph} terms={terms} />
										</p>
									))}
									{item.steps ? (
										<ol className="steps">
											{item.steps.map((step) => (
												<li key={step}>
													<Highlight text={step} terms={terms} />
												</li>
											))}
										</ol>
									) : null}
									{item.links ? <ContentLinks links={item.links} variant={variant} /> : null}
								</div>
							</details>
						))}
					</div>
				</section>
			))}

			<aside className="card faq-contact" aria-labelledby="faq-contact-heading">
				<h2 id="faq-contact-heading">解決しないときは</h2>
				<p>
					ご不明な点は<Link to={contactPath}>お問い合わせフォーム</Link>からお寄せください。担当者から順次ご連絡します。
				</p>
			</aside>
		</>
	);
}
