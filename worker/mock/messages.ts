import { TWO_FACTOR_REQUIRED_MESSAGE } from "#app/contract/error-codes";

/** Messages the mock APIs answer with. The first four are the API's own wording (docs/decisions/050-error-reporting.md). */
export const MESSAGES = {
	pleaseLogIn: "ログインしてください",
	wrongPin: "認証コードが正しくありません",
	pinLocked: "認証コードの入力に続けて失敗したため、この認証コードは使えなくなりました。認証コードを再送信してください",
	pinResendTooSoon: "認証コードは連続して送信できません。しばらく待ってから再度お試しください",
	twoFactorIncomplete: TWO_FACTOR_REQUIRED_MESSAGE,
	passwordChangeRequired: "パスワードを変更してください",
	wrongCurrentPassword: "現在のパスワードが正しくありません",
	noMobilePhone: "携帯電話番号が登録されていません",
	invalidUrl: "URLが無効です",
	usedUrl: "このURLはすでに使用されています",
	expiredLink: "無効なURLです",
	newsNotFound: "お知らせが見つかりませんでした",
	healthSupportNotFound: "記事が見つかりませんでした",
	questionnaireNotFound: "アンケートが見つかりませんでした",
	alreadyAnswered: "このアンケートは回答済みです",
	invalidEmail: "メールアドレスの形式が正しくありません",
	sameEmail: "現在と同じメールアドレスです",
	limeUnauthenticated: "本人確認を行ってください",
	limeMismatch: "入力された情報がご登録内容と一致しません",
	contactBodyRequired: "お問い合わせ内容を入力してください",
	contactBodyTooLong: "お問い合わせ内容は2000文字以内で入力してください",
	nameRequired: "お名前を入力してください",
	nameKanaInvalid: "フリガナは全角カタカナで入力してください",
	checkInput: "入力内容をご確認ください",
} as const;
