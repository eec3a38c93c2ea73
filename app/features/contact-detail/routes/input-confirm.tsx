import { data, Form, Link, redirect } from "react-router";
import { FormErrors, SubmitButton } from "#app/components/form";
import { PageTitle } from "#app/components/page-title";
import { ADDRESS_TYPE_LABELS, PHONE_TYPE_LABELS } from "#app/contract/labels";
import type { CreateContactDetailPayload } from "#app/contract/lime/contact-detail";
import { formatPhoneNumber } from "#app/lib/japanese/phone-number";
import { limePath } from "#app/lib/urls/paths";
import { api } from "#app/request/api.server";
import { judgeFailedLimeSubmit } from "#app/request/error-policy.server";
import { contactFieldErrors } from "../contact-detail";
import { formatPostalCode } from "../postal-code";
import { clearContactDraft, contactDraftOf, urlTokenOf } from "../session.server";
import type { Route } from "./+types/input-confirm";

/** What the confirmation screen shows, one row per item of the payload (docs/contract.md). */
function summaryOf(payload: CreateContactDetailPayload): Array<{ label: string; value: string }> {
	const orEmpty = (value: string | undefined) => value || "（未入力）";
	return [
		{ label: "住所の種類", value: ADDRESS_TYPE_LABELS[payload.addressType] },
		{ label: "郵便番号", value: `〒${formatPostalCode(`${payload.postalCodeFirst}${payload.postalCodeSecond}`)}` },
		{ label: "都道府県", value: orEmpty(payload.prefecture) },
		{ label: "市区町村", value: orEmpty(payload.city) },
		{ label: "町名・番地", value: orEmpty(payload.street) },
		{ label: "建物名・部屋番号", value: orEmpty(payload.building) },
		{ label: "電話番号の種類", value: PHONE_TYPE_LABELS[payload.phoneType] },
		// The API keeps digits only; the member checks the number as it is written (090-1234-5678).
		{ label: "電話番号", value: formatPhoneNumber(payload.phoneNumber) },
	];
}

export function loader({ context }: Route.LoaderArgs) {
	const urlToken = urlTokenOf(context);
	const draft = contactDraftOf(context, urlToken);
	// Nothing confirmed yet (or the 30 minutes have passed): back to the form.
	if (!draft) throw redirect(limePath(urlToken, "input"));
	return { summary: summaryOf(draft), inputPath: limePath(urlToken, "input") };
}

export async function action({ request, context }: Route.ActionArgs) {
	const urlToken = urlTokenOf(context);
	const draft = contactDraftOf(context, urlToken);
	if (!draft) throw redirect(limePath(urlToken, "input"));
	try {
		await api(context).lime(urlToken).createContactDetail({ body: draft });
	} catch (error) {
		const { status, messages, fieldErrors } = judgeFailedLimeSubmit(error, { context, request, urlToken });
		// Rules can change between confirmation and registration: say what, and offer the form again.
		const perField = Object.values(contactFieldErrors(fieldErrors)).flat();
		return data({ errors: perField.length > 0 ? perField : messages }, { status });
	}
	clearContactDraft(context);
	throw redirect(limePath(urlToken, "input/complete"));
}

export default function LimeInputConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<>
			<PageTitle>入力内容の確認</PageTitle>
			<h1>入力内容の確認</h1>
			<p className="lead">以下の内容で登録します。よろしければ「この内容で登録する」を押してください。</p>
			<FormErrors errors={actionData?.errors} />
			<dl className="card lime-summary">
				{loaderData.summary.map((row) => (
					<div key={row.label} className="lime-summary__row">
						<dt>{row.label}</dt>
						<dd>{row.value}</dd>
					</div>
				))}
			</dl>
			<Form method="post" className="form-actions lime-confirm-actions">
				<SubmitButton>この内容で登録する</SubmitButton>
				<Link to={loaderData.inputPath} className="button button--secondary">
					入力内容を修正する
				</Link>
			</Form>
		</>
	);
}
