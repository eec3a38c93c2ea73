import { IDLE_LIMIT_MINUTES } from "./idle-limit";
import { PIN_CODE_LIFETIME_DAYS } from "./pin-code";

const LABEL = "このブラウザを信頼する";

/**
 * What ends a trusted browser's skip before its days are up, as the code does it: sign-out forgets the
 * pin code (a sign-in that expired is signed out too), the cookie holds it, and clearing drops it.
 */
const ENDS = `ただし、ログアウトしたとき、ログインの有効期限が切れてログインし直したとき、ブラウザのCookieを削除したとき、認証済みブラウザを解除したときは省略が解除され、改めて認証コードが必要になります。`;

/**
 * What trusting a browser does, said once for the two-factor page, the FAQ, the terms and the member
 * detail, from the constants the code uses (decision 135).
 */
export const TRUST = {
	label: LABEL,
	hint: "ご自分専用のスマートフォンやパソコンの場合だけチェックしてください。家族などと共用の端末や、お店などの端末ではチェックしないでください。",
	trusted: `「${LABEL}」にチェックして認証すると、このブラウザでは${PIN_CODE_LIFETIME_DAYS}日間、認証コードの入力を省略できます。${ENDS}`,
	notTrusted: `チェックしない場合は、次回のログインでも認証コードが必要です。また、${IDLE_LIMIT_MINUTES}分間操作がないと、安全のため自動的にログアウトします。`,
	/** The terms' article on two-factor, in their style. */
	terms: `利用者が「${LABEL}」を選択して認証を行ったブラウザは、${PIN_CODE_LIFETIME_DAYS}日間に限り、認証コードの入力を省略できるものとします。ただし、ログアウトしたとき、ログインの有効期限が切れたとき、Cookieが削除されたとき又は認証済みブラウザの登録が解除されたときは、改めて認証コードの入力を必要とします。`,
	/** What clearing every trusted browser does next: this browser is sent to two-factor at once. */
	cleared:
		"解除すると、ほかの認証済みブラウザでは次回のログインから、このブラウザでは解除の直後に、認証コードの入力が必要になります。元に戻すことはできません。",
} as const;
