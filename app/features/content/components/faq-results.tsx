import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { filterFaq } from "../data/faq";
import { type ContentVariant, resolveContentLink } from "../data/links";
import { ContentLinks } from "./help-article";
import { Highlight } from "./highlight";

/**
 * A link to one question (`/faq#member-card`, from a form's help) opens it: a closed <details> would
 * show the member only its title. Without JavaScript the question shows closed, its title in view.
 */
function useOpenLinkedQuestion(): void {
	const { hash } = useLocation();
	useEffect(() => {
		const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
		if (target instanceof HTMLDetailsElement) target.open = true;
	}, [hash]);
}

/** The FAQ's search status, categories and questions, from our own text in ../data/faq.ts. */
export default function FaqResults({
	q,
	terms,
	variant,
}: {
	q: string;
	terms: readonly string[];
	variant: ContentVariant;
}) {
	const { categories, count } = filterFaq(terms);
	useOpenLinkedQuestion();
	const searching = terms.length > 0;
	const contactPath = resolveContentLink("contact", variant);
	return (
		<>
			<div role="status" className="search-status">
				{searching ? (
					<p>
						「{q}」に一致する質問：{count}件
						{count > 0 ? (
							<Link to="." className="search-status__all">
								すべての質問を表示
							</Link>
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
		</>
	);
}
