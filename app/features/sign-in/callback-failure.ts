/** What the member reads when sign-in cannot complete; each ends with the way back (「ログインし直す」). */
export const CALLBACK_MESSAGES = {
	noTransaction: "ログインの手続きが見つからないか、有効期限が切れています。もう一度ログインしてください。",
	stateMismatch:
		"ログインの手続きが一致しません。別の画面で始めたログインの可能性があります。もう一度ログインしてください。",
	replayed: "このログインの手続きはすでに使われています。もう一度ログインしてください。",
	denied: "ログインが完了しませんでした。もう一度ログインしてください。",
	issuerMismatch: "認証サーバーからの応答を確認できませんでした。もう一度ログインしてください。",
	codeRefused:
		"ログインの手続きの有効期限が切れたか、すでに使われています。お手数ですが、もう一度ログインしてください。",
	malformed: "ログインの手続きを確認できませんでした。お手数ですが、もう一度ログインしてください。",
	tokenFailed: "ログインに失敗しました。時間をおいてから再度お試しください。",
	providerUnavailable: "認証サーバーに接続できませんでした。時間をおいてから再度お試しください。",
} as const;

/** Parameters the IdP sends at most once; a callback naming one twice is not the IdP's. */
const SINGLE_PARAMETERS = ["code", "state", "iss", "error", "session_state"];

/** The IdP's redirect carries one non-empty code (or an error), and no parameter twice: anything else is no sign-in to finish. */
export function isWellFormedCallback(params: URLSearchParams): boolean {
	if (SINGLE_PARAMETERS.some((name) => params.getAll(name).length > 1)) return false;
	if (params.has("error")) return true;
	return (params.get("code") ?? "") !== "";
}
