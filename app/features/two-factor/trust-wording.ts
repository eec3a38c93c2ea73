import { IDLE_LIMIT_MINUTES } from "#app/session/idle-limit";
import { PIN_CODE_LIFETIME_DAYS } from "#app/session/pin-code";

/** What trusting a browser does, in the words of the two-factor page: true to the code (decision 135). */
export const TRUST = {
	label: "このブラウザを信頼する",
	hint: `ご自分専用のスマートフォンやパソコンの場合だけチェックしてください。家族などと共用の端末や、お店などの端末ではチェックしないでください。`,
	trusted: `「このブラウザを信頼する」にチェックして認証すると、このブラウザでは${PIN_CODE_LIFETIME_DAYS}日間、認証コードの入力を省略できます。ただし、ログアウトしたときや、ログインの有効期限が切れてログインし直したときは省略が解除され、改めて認証コードが必要になります。`,
	notTrusted: `チェックしない場合は、次回のログインでも認証コードが必要です。また、${IDLE_LIMIT_MINUTES}分間操作がないと、安全のため自動的にログアウトします。`,
} as const;
