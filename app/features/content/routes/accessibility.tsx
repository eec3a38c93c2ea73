import { PageTitle } from "#app/components/page-title";
import { formatDate } from "#app/lib/japanese/dates";
import { PolicyDesk } from "../components/policy-desk";
import css from "../content.css?url";
import {
	ACCESSIBILITY_CONTACT,
	ACCESSIBILITY_ENACTED_ON,
	ACCESSIBILITY_POLICY,
	ACCESSIBILITY_SCOPE,
	ACCESSIBILITY_TARGET,
	ACCESSIBILITY_TITLE,
	CHECKED_BY_HAND,
	KNOWN_EXCEPTIONS,
	TEST_METHODS,
	TESTED_CRITERIA,
} from "../data/accessibility";
import type { Route } from "./+types/accessibility";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/** ウェブアクセシビリティ方針: public; every claim is the suite's (tests/e2e/accessibility-statement.spec.ts). */
export default function AccessibilityPage() {
	return (
		<article className="terms">
			<PageTitle>{ACCESSIBILITY_TITLE}</PageTitle>
			<h1>{ACCESSIBILITY_TITLE}</h1>
			<p className="muted">
				<time dateTime={ACCESSIBILITY_ENACTED_ON}>{formatDate(ACCESSIBILITY_ENACTED_ON)}</time>制定
			</p>
			<p>{ACCESSIBILITY_POLICY}</p>
			<section aria-labelledby="target" className="terms__article">
				<h2 id="target">目標とする適合レベル</h2>
				<p>{ACCESSIBILITY_TARGET.text}</p>
			</section>
			<section aria-labelledby="scope" className="terms__article">
				<h2 id="scope">対象範囲</h2>
				<p>
					本サービスのすべてのページ（ログイン前、ログイン後、アプリ内で開くページ、メールでお送りするURLから開くページ）を対象とします。
				</p>
				<ul className="accessibility-scope">
					{ACCESSIBILITY_SCOPE.map((page) => (
						<li key={page.route} data-route={page.route}>
							{page.label}
						</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="methods" className="terms__article">
				<h2 id="methods">試験の方法</h2>
				<ul>
					{TEST_METHODS.map((text) => (
						<li key={text}>{text}</li>
					))}
				</ul>
				<p>自動では確かめられない次の点は、画面を変更するたびに担当者が確認します。</p>
				<ul>
					{CHECKED_BY_HAND.map((text) => (
						<li key={text}>{text}</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="results" className="terms__article">
				<h2 id="results">試験の結果</h2>
				<p>
					自動で試験している達成基準と、最新の結果です。すべてのページで満たしていることを、更新のたびに確かめています。
				</p>
				<div className="table-scroll">
					<table className="data-table data-table--compact accessibility-results">
						<caption className="visually-hidden">達成基準ごとの試験結果</caption>
						<thead>
							<tr>
								<th scope="col">達成基準</th>
								<th scope="col" className="nowrap">
									レベル
								</th>
								<th scope="col" className="nowrap">
									結果
								</th>
							</tr>
						</thead>
						<tbody>
							{TESTED_CRITERIA.map((criterion) => (
								<tr key={criterion.id} data-criterion={criterion.id}>
									<th scope="row">
										{criterion.id} {criterion.title}
										{criterion.beyondJis ? "（WCAG 2.2）" : null}
									</th>
									<td className="nowrap">{criterion.level}</td>
									<td className="nowrap">適合</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			</section>
			<section aria-labelledby="exceptions" className="terms__article">
				<h2 id="exceptions">例外とする部分</h2>
				<ul>
					{KNOWN_EXCEPTIONS.map((text) => (
						<li key={text}>{text}</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="accessibility-contact-lead" className="terms__article">
				<h2 id="accessibility-contact-lead">お気づきの点のご連絡</h2>
				<p>{ACCESSIBILITY_CONTACT}</p>
			</section>
			<PolicyDesk headingId="desk" heading="お問い合わせ窓口" />
		</article>
	);
}
