import { CARD_DOCUMENTS } from "#app/lib/japanese/insurance-card";

/** The first page's static guide, rendered by the server and hydrated later (app/components/hydrate-later.tsx). */
export default function EntryGuide() {
	return (
		<>
			<p className="lead">
				健康保険組合からのお知らせや書類をお届けするため、今お使いの住所と電話番号のご登録をお願いしています。このページからお手続きください（5分ほどで終わります）。
			</p>
			<section className="card lime-section" aria-labelledby="lime-steps-heading">
				<h2 id="lime-steps-heading">お手続きの流れ</h2>
				<ol className="lime-steps">
					<li>
						<strong>ご本人確認</strong>
						<span>生年月日、氏名（フリガナ）、記号・番号を入力します。</span>
					</li>
					<li>
						<strong>お手続きの選択</strong>
						<span>連絡先情報（住所・電話番号）の入力か、メールアドレスの変更を選びます。</span>
					</li>
					<li>
						<strong>入力と確認</strong>
						<span>内容を入力し、確認画面で登録します。</span>
					</li>
				</ol>
			</section>
			<section className="card lime-section" aria-labelledby="lime-prepare-heading">
				<h2 id="lime-prepare-heading">ご用意いただくもの</h2>
				<p>{CARD_DOCUMENTS}（記号・番号の確認に使います）</p>
			</section>
		</>
	);
}
