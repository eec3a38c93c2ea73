import { Link } from "react-router";
import { DeskContact } from "#app/components/desk-contact";
import { SOCIETY_NAME } from "#app/contract/brand";
import { CARD_FAQ_PATH, CARD_SHORT } from "#app/lib/japanese/insurance-card";
import { useRootData } from "#app/root-data";

/**
 * After 「入力された情報がご登録内容と一致しません」: the API does not say which item differs, so the
 * page names what members most often get wrong, and whom to ask when all of it looks right.
 */
export function IdentityHints() {
	const desk = useRootData()?.desk;
	return (
		<section className="card lime-section identity-hints" aria-labelledby="identity-hints-heading">
			<h2 id="identity-hints-heading">次の点をご確認ください</h2>
			<ul>
				<li>生年月日：元号（昭和・平成など）と年の組み合わせ。西暦でも入力できます。</li>
				<li>氏名（フリガナ）：ご登録の氏名の読みと同じか（旧姓のままの読みや、ヂ・ヅなどの表記）。</li>
				<li>
					{`記号・番号：${CARD_SHORT}の「記号」欄と「番号」欄の数字を、取り違えずに入力しているか。全角・半角はどちらでもかまいません。`}
					<Link to={CARD_FAQ_PATH}>記載場所（よくある質問）</Link>
				</li>
			</ul>
			<p>{`すべて合っているのに進めない場合は、${SOCIETY_NAME}にご連絡ください。`}</p>
			<DeskContact desk={desk} />
			<p>
				<Link to="/contact">お問い合わせフォーム</Link>からもご連絡いただけます。
			</p>
		</section>
	);
}
