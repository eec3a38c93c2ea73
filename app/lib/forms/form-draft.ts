/* What a page hands its form after signing in again (docs/decisions/013-drafts-on-every-member-form.md). */

/** Never kept, on the server or in the tab: secrets (passwords, PINs, tokens). */
export const NEVER_KEPT = /password|pincode|^pin$|secret|token/i;
/** Not the member's input: the pressed button and the framework's own fields. */
export const NOT_INPUT = /^intent$|^__/;

/** The values typed before signing in again, by field name; a field posted more than once keeps every value. */
type DraftValues = Record<string, string | string[]>;

export type FormDraftView = {
	values: DraftValues;
	/** Something typed was not kept on purpose (a password, a PIN): the member types it again. */
	withheld: boolean;
	/** Kept because the member signed in again, or because the server failed the post (an error screen). */
	reason?: "failure";
};

const FORM_DRAFT_NOTICE = {
	restored:
		"ログインし直す前に入力された内容を復元しました。内容を確認して、もう一度送信してください（まだ送信されていません）。",
	notSent: "ログインし直す前の操作は完了していません。必要であれば、もう一度操作してください。",
	withheld: "パスワードや認証コードは、安全のため復元していません。もう一度入力してください。",
	restoredAfterFailure: "送信できなかったときの入力内容を復元しました。内容を確認して、もう一度送信してください。",
} as const;

/** The notice's sentences for a draft: what came back, what did not. */
export function formDraftNotice(draft: FormDraftView): string[] {
	const restored = Object.keys(draft.values).length > 0;
	if (draft.reason === "failure") {
		return [FORM_DRAFT_NOTICE.restoredAfterFailure, ...(draft.withheld ? [FORM_DRAFT_NOTICE.withheld] : [])];
	}
	return [
		restored ? FORM_DRAFT_NOTICE.restored : FORM_DRAFT_NOTICE.notSent,
		...(draft.withheld ? [FORM_DRAFT_NOTICE.withheld] : []),
	];
}
