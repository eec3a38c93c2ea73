import { Form } from "react-router";
import { SubmitButton } from "./form";

/** The form's intent, which the page's action checks. */
export const END_OTHER_SIGN_INS = "end-other-sign-ins";

/**
 * One tap that ends every sign-in but this browser's, offered after a password change: the member
 * has just proved who they are, so it asks nothing more (docs/decisions/180-sign-in-registry.md).
 */
export function EndOtherSignInsForm({ action, others }: { action: string; others: number }) {
	return (
		<Form method="post" action={action} className="form-actions">
			<input type="hidden" name="intent" value={END_OTHER_SIGN_INS} />
			<p>ほかに{others}台の端末でログインしています。心当たりのない端末があれば、ログアウトさせてください。</p>
			<SubmitButton>この端末以外からログアウトする</SubmitButton>
		</Form>
	);
}
