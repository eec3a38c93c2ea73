import type { FocusEvent } from "react";
import { data, redirect } from "react-router";
import { BirthDateFields } from "#app/components/birth-date-fields";
import { CollectionNotice } from "#app/components/collection-notice";
import { AppForm, SubmitButton, TextField } from "#app/components/form";
import { ErrorSummary, FormPageTitle, useAppForm } from "#app/components/form-kit";
import { parseSubmission } from "#app/lib/forms/form.server";
import { toKatakana } from "#app/lib/japanese/input";
import { CARD_DOCUMENTS, CARD_FAQ_PATH, CARD_FIELD_MAX_DIGITS, CARD_SHORT } from "#app/lib/japanese/insurance-card";
import { limePath } from "#app/lib/urls/paths";
import { api } from "#app/request/api.server";
import { replyToFailedLimeSubmit } from "#app/request/error-policy.server";
import { identityPacedMessage, identityPassed, identityTryWait } from "#app/request/identity-pace.server";
import { setControlValue } from "../components/dom";
import { IdentityHints } from "../components/identity-hints";
import { limeAuthFormSchema } from "../schema";
import { rememberLimeAccess, urlTokenOf } from "../session.server";
import type { Route } from "./+types/auth";

/** Makes a client-side visit go through the layout's URL-token check too. */
export function loader({ context }: Route.LoaderArgs) {
	urlTokenOf(context);
	return null;
}

export async function action({ request, context }: Route.ActionArgs) {
	const urlToken = urlTokenOf(context);
	const { submission } = await parseSubmission(request, limeAuthFormSchema);
	if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
	// Per link, each try past the first few waits longer: a holder of the link slows its member, never locks them out.
	const wait = await identityTryWait(context, urlToken);
	if (wait > 0) {
		return data({ result: submission.reply({ formErrors: [identityPacedMessage(wait)] }) }, { status: 429 });
	}
	const { value } = submission;
	try {
		const { data: result } = await api(context)
			.lime(urlToken)
			.authenticate({
				body: {
					urlToken,
					birthDate: value.birthDate,
					nameKana: value.nameKana,
					kigou: value.kigou,
					number: value.number,
				},
			});
		// The access token lives only in the sealed cookie, bound to this URL token (never in the page).
		rememberLimeAccess(context, urlToken, result.accessToken);
		await identityPassed(context, urlToken);
	} catch (error) {
		// 「入力された情報がご登録内容と一致しません」 is about no one field: above the form, everything typed kept.
		const { result, status } = replyToFailedLimeSubmit(submission, error, { context, request, urlToken });
		// The API's 400: what was typed matched no member. Which item differs it does not say.
		return data({ result, unmatched: status === 400 }, { status });
	}
	throw redirect(limePath(urlToken, "actions"));
}

/** Hiragana and half-width kana become full-width katakana when the member leaves the field. */
function convertKana(event: FocusEvent<HTMLFormElement>) {
	const target = event.target;
	if (target instanceof HTMLInputElement && target.name === "nameKana" && target.form) {
		setControlValue(target.form, target.name, toKatakana(target.value));
	}
}

/** After a refused check (no one field is wrong): whom to call when trying again does not help. */
export default function LimeAuthPage({ actionData }: Route.ComponentProps) {
	const [form, fields] = useAppForm({ id: "lime-auth", schema: limeAuthFormSchema, lastResult: actionData?.result });
	return (
		<>
			<FormPageTitle form={form}>ご本人確認</FormPageTitle>
			<h1>ご本人確認</h1>
			<p className="lead">
				ご本人確認のため、生年月日・氏名（フリガナ）と、お手元の{CARD_DOCUMENTS}に記載の記号・番号を入力してください。
			</p>
			<p>
				<a href={CARD_FAQ_PATH}>記号・番号の記載場所（よくある質問）</a>
			</p>
			<AppForm form={form} className="form card" noValidate onBlur={convertKana}>
				<ErrorSummary form={form} />
				{actionData && "unmatched" in actionData && actionData.unmatched ? <IdentityHints /> : null}
				<BirthDateFields field={fields.birthDate} form={form} required />
				<TextField
					field={fields.nameKana}
					label="氏名（フリガナ）"
					hint="全角カタカナ40文字以内（例：ヤマダ　タロウ）。ひらがなで入力してもカタカナに変換します。"
					autoComplete="off"
					maxLength={60}
					required
				/>
				<TextField
					field={fields.kigou}
					label="記号"
					hint={`${CARD_SHORT}の「記号」欄の数字（${CARD_FIELD_MAX_DIGITS}桁以内）です。`}
					inputMode="numeric"
					autoComplete="off"
					maxLength={30}
					required
				/>
				<TextField
					field={fields.number}
					label="番号"
					hint={`${CARD_SHORT}の「番号」欄の数字（${CARD_FIELD_MAX_DIGITS}桁以内）です。`}
					inputMode="numeric"
					autoComplete="off"
					maxLength={30}
					required
				/>
				<CollectionNotice
					purpose="ご入力の生年月日・氏名・記号・番号は、ご本人であることの確認にだけ利用します。"
					section="contact-details"
				/>
				<div className="form-actions">
					<SubmitButton>本人確認する</SubmitButton>
				</div>
			</AppForm>
		</>
	);
}
