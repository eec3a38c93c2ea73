import { Form, Link } from "react-router";
import { MAX_FAQ_QUERY_LENGTH } from "#app/lib/urls/faq-query";
import { type ContentVariant, resolveContentLink } from "../data/links";
import FaqResults from "./faq-results";

/** The FAQ below its heading: lead, a GET search form, results; rendered through hydrateLater (text sent once). */
export default function FaqContent({
	q,
	terms,
	variant,
}: {
	q: string;
	terms: readonly string[];
	variant: ContentVariant;
}) {
	return (
		<>
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
						maxLength={MAX_FAQ_QUERY_LENGTH}
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
					ご不明な点は<Link to={resolveContentLink("contact", variant)}>お問い合わせフォーム</Link>
					からお寄せください。担当者から順次ご連絡します。
				</p>
			</aside>
		</>
	);
}
