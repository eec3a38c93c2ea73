import { Link } from "react-router";
import { DeskContact } from "#app/components/desk-contact";
import { SOCIETY_NAME } from "#app/contract/brand";
import { CARD_DOCUMENTS } from "#app/lib/japanese/insurance-card";
import { useRootData } from "#app/root-data";

/**
 * The first page's static guide, rendered by the server and hydrated later (app/components/hydrate-later.tsx):
 * the way in right under the lead (on the first screen of a phone), then the steps, what to have at
 * hand, and who sent the link with whom to ask before typing anything.
 */
export default function EntryGuide({ authPath }: { authPath: string }) {
	const desk = useRootData()?.desk;
	return (
		<>
			<p className="lead">
				{`${SOCIETY_NAME}からのお知らせや書類をお届けするため、今お使いの住所と電話番号のご登録をお願いしています。このページからお手続きください（5分ほどで終わります）。`}
			</p>
			<p>
				<Link to={authPath} className="button button--primary lime-start">
					手続きを始める
				</Link>
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
			<section className="card lime-section" aria-labelledby="lime-sender-heading">
				<h2 id="lime-sender-heading">このページについて</h2>
				<p>
					{`このページは、${SOCIETY_NAME}からお送りした「連絡先情報のご登録」メールのリンクから開くページです。${SOCIETY_NAME}が、パスワードや認証コードをお尋ねすることはありません。`}
				</p>
				<p>{`心当たりのないメールから開いた場合や、ご不安な場合は、入力せずに${SOCIETY_NAME}にお問い合わせください。`}</p>
				<DeskContact desk={desk} />
			</section>
		</>
	);
}
