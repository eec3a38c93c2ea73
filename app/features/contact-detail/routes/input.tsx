import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { data, Link, redirect } from "react-router";
import { AppForm, RadioGroupField, SelectField, SubmitButton, TextField } from "#app/components/form";
import { ErrorSummary, FormPageTitle, useAppForm } from "#app/components/form-kit";
import { ADDRESS_TYPE_LABELS, ADDRESS_TYPES, PHONE_TYPE_LABELS, PHONE_TYPES } from "#app/contract/labels";
import { PREFECTURES } from "#app/contract/lime/prefectures";
import { formFields, schemaFieldNames, unjudgedSubmission } from "#app/lib/form.server";
import { api } from "#app/request/api.server";
import { type StaticAssets, staticAssetsContext } from "#app/request/context.server";
import { handleLimeError, type LimeScope, limePageRead, replyToFailedLimeCall } from "#app/request/error-policy.server";
import { POSTAL_MISMATCH_MESSAGE, staleAddressAction, typedAddressLabel } from "../address-match";
import { limeLinks } from "../components/lime-links";
import { PostalCodeFields, type PostalLookupState } from "../components/postal-code-fields";
import {
	CONTACT_FORM_FIELDS,
	type ContactDetailValues,
	contactDetailPayloadOf,
	contactDetailValuesOf,
	contactFieldErrors,
	fillAddress,
} from "../contact-detail";
import { limePath } from "../paths";
import { postalCodeOfParts, splitPostalCode } from "../postal-code";
import { lookupPostalCode, postalCodeFitOf } from "../postal-lookup.server";
import { contactDetailFormSchema } from "../schema";
import { contactDraftOf, saveContactDraft, urlTokenOf } from "../session.server";
import type { Route } from "./+types/input";

export const links: Route.LinksFunction = limeLinks;
const FORM_ID = "lime-contact-detail";

const ADDRESS_TYPE_CHOICES = ADDRESS_TYPES.map((value) => ({ value, label: ADDRESS_TYPE_LABELS[value] }));
const PHONE_TYPE_CHOICES = PHONE_TYPES.map((value) => ({ value, label: PHONE_TYPE_LABELS[value] }));
const PREFECTURE_OPTIONS = PREFECTURES.map((name) => ({ value: name, label: name }));

async function newContactDetail(scope: LimeScope) {
	return (await limePageRead(scope, (lime) => lime.getNewContactDetail())).data;
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const urlToken = urlTokenOf(context);
	const detail = await newContactDetail({ context, request, urlToken });
	const draft = contactDraftOf(context, urlToken);
	return {
		email: detail.email,
		addressRequired: detail.addressRequired,
		// Back from the confirmation screen: the confirmed values, to correct.
		defaults: draft ? contactDetailValuesOf(draft) : null,
		actionsPath: limePath(urlToken, "actions"),
	};
}

/** The posted strings (the form's own values), for showing them again. */
/** The fields of the form (whether the address is required changes no name). */
const FIELD_NAMES = schemaFieldNames(contactDetailFormSchema(true)) ?? [];

function postedValues(formData: FormData): Record<string, string> {
	const values: Record<string, string> = {};
	for (const [name, value] of formFields(formData, FIELD_NAMES)) {
		if (typeof value === "string") values[name] = value;
	}
	return values;
}

/** 「住所を検索」 and the choice among several addresses, when the browser could not do them (no JavaScript). */
async function searchAddress(values: Record<string, string>, intent: string, assets: StaticAssets | null) {
	const code = postalCodeOfParts(values.postalCodeFirst, values.postalCodeSecond);
	let lookup: PostalLookupState = { kind: "incomplete" };
	let next: Record<string, string> = values;
	if (code) {
		const parts = splitPostalCode(values.postalCodeFirst, values.postalCodeSecond);
		next = { ...values, postalCodeFirst: parts.first, postalCodeSecond: parts.second };
		const addresses = await lookupPostalCode(code, assets);
		const picked = intent.startsWith("pick:") ? addresses[Number(intent.slice("pick:".length))] : undefined;
		const chosen = picked ?? (addresses.length === 1 ? addresses[0] : undefined);
		if (chosen) {
			next = fillAddress(next, chosen);
			lookup = { kind: "filled", code, address: chosen };
		} else {
			lookup = addresses.length > 1 ? { kind: "choose", code, addresses } : { kind: "none", code };
			// The server cannot tell a looked-up address from a typed one: only what the code rules out is cleared.
			const stale = staleAddressAction(values, addresses, false);
			if (stale) lookup = { ...lookup, stale: { action: stale, label: typedAddressLabel(values) } };
			if (stale === "clear") next = { ...next, prefecture: "", city: "", street: "" };
		}
	}
	// Not a submission to judge: the form comes back with the address filled in and no messages.
	const result: SubmissionResult<string[]> = { initialValue: next, error: {} };
	return { intent: "lookup" as const, lookup, result, postalCodeErrors: undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
	const urlToken = urlTokenOf(context);
	const scope = { context, request, urlToken };
	const formData = await request.formData();
	const intent = String(formData.get("intent") ?? "confirm");
	if (intent === "lookup" || intent.startsWith("pick:"))
		return searchAddress(postedValues(formData), intent, context.get(staticAssetsContext));

	let addressRequired: boolean;
	try {
		({ addressRequired } = (await api(context).lime(urlToken).getNewContactDetail()).data);
	} catch (error) {
		// The form's rules come from this call: without them it goes back as typed, with the reason.
		const { result, status } = replyToFailedLimeCall(unjudgedSubmission(formData, FIELD_NAMES), error, scope);
		return data({ intent: "confirm" as const, result, lookup: null, postalCodeErrors: undefined }, { status });
	}
	const submission = parseWithZod(formFields(formData, FIELD_NAMES), {
		schema: contactDetailFormSchema(addressRequired),
	});
	if (submission.status !== "success") {
		return data(
			{ intent: "confirm" as const, result: submission.reply(), lookup: null, postalCodeErrors: undefined },
			{
				status: 400,
			},
		);
	}
	const payload = contactDetailPayloadOf(submission.value);
	const assets = context.get(staticAssetsContext);
	if ((await postalCodeFitOf(payload, assets)) === "mismatch") {
		// Next to the postal code and in the summary; the API is not asked about an address we know is wrong.
		const result = submission.reply({ fieldErrors: { postalCodeFirst: [POSTAL_MISMATCH_MESSAGE] } });
		return data({ intent: "confirm" as const, result, lookup: null, postalCodeErrors: undefined }, { status: 400 });
	}
	try {
		// docs/routes.md: the server validates before the confirmation screen.
		await api(context).lime(urlToken).confirmContactDetail({ body: payload });
	} catch (error) {
		const { status, messages, fieldErrors } = handleLimeError(error, scope);
		const { postalCodeType, ...perField } = contactFieldErrors(fieldErrors);
		const hasFieldMessages = Boolean(postalCodeType) || Object.keys(perField).length > 0;
		return data(
			{
				intent: "confirm" as const,
				result: submission.reply({
					// The error summary lists the fields' messages: the general one would only repeat it.
					formErrors: hasFieldMessages ? [] : messages,
					fieldErrors: perField,
				}),
				lookup: null,
				postalCodeErrors: postalCodeType,
			},
			{ status },
		);
	}
	saveContactDraft(context, urlToken, payload);
	throw redirect(limePath(urlToken, "input/confirm"));
}

export default function LimeInputPage({ loaderData, actionData }: Route.ComponentProps) {
	const { addressRequired, email } = loaderData;
	const schema = useMemo(() => contactDetailFormSchema(addressRequired), [addressRequired]);
	const [form, fields] = useAppForm<typeof schema, ContactDetailValues>({
		id: FORM_ID,
		schema,
		lastResult: actionData?.result,
		defaultValue: loaderData.defaults ?? undefined,
	});
	const serverLookup = actionData?.intent === "lookup" ? actionData.lookup : null;
	return (
		<>
			<FormPageTitle form={form}>連絡先情報の入力</FormPageTitle>
			<h1>連絡先情報の入力</h1>
			<p className="lead">住所と電話番号を入力し、「入力内容を確認する」を押してください。</p>
			{email ? (
				<p className="lime-current">
					ご登録のメールアドレス：<span className="lime-current__value">{email}</span>
				</p>
			) : null}
			<AppForm form={form} className="form card lime-form" noValidate>
				{/* Enter in a text box confirms (the first submit button of a form is its default, and 住所を検索 comes first). */}
				<button
					type="submit"
					name="intent"
					value="confirm"
					className="visually-hidden"
					tabIndex={-1}
					aria-hidden="true"
				>
					入力内容を確認する
				</button>
				<ErrorSummary
					form={form}
					extra={{ postalCodeFirst: actionData?.postalCodeErrors }}
					order={CONTACT_FORM_FIELDS}
				/>
				<fieldset className="lime-fieldset">
					<legend className="lime-fieldset__legend">住所</legend>
					{addressRequired ? null : (
						<p className="lime-note">
							住所（都道府県・市区町村・町名・番地）の入力は任意です。郵便番号は入力してください。
						</p>
					)}
					<RadioGroupField
						field={fields.addressType}
						legend="住所の種類"
						choices={ADDRESS_TYPE_CHOICES}
						layout="grid"
						required
					/>
					<PostalCodeFields
						first={fields.postalCodeFirst}
						second={fields.postalCodeSecond}
						serverLookup={serverLookup}
						wholeCodeErrors={actionData?.postalCodeErrors}
						required
					/>
					<SelectField
						field={fields.prefecture}
						label="都道府県"
						options={PREFECTURE_OPTIONS}
						placeholder="選択してください"
						autoComplete="address-level1"
						required={addressRequired}
					/>
					<TextField
						field={fields.city}
						label="市区町村"
						hint="50文字以内（例：千代田区、横浜市西区）"
						autoComplete="address-level2"
						maxLength={60}
						required={addressRequired}
					/>
					<TextField
						field={fields.street}
						label="町名・番地"
						hint="100文字以内（例：丸の内1-1-1）"
						autoComplete="address-line1"
						maxLength={120}
						required={addressRequired}
					/>
					<TextField
						field={fields.building}
						label="建物名・部屋番号"
						hint="建物名や部屋番号がある場合に、100文字以内で入力してください。"
						autoComplete="address-line2"
						maxLength={120}
					/>
				</fieldset>
				<fieldset className="lime-fieldset">
					<legend className="lime-fieldset__legend">電話番号</legend>
					<RadioGroupField
						field={fields.phoneType}
						legend="電話番号の種類"
						choices={PHONE_TYPE_CHOICES}
						layout="grid"
						required
					/>
					<TextField
						field={fields.phoneNumber}
						label="電話番号"
						type="tel"
						hint="ハイフンはあってもなくてもかまいません（例：090-1234-5678）。"
						inputMode="numeric"
						autoComplete="tel-national"
						maxLength={20}
						required
					/>
				</fieldset>
				<div className="form-actions">
					<SubmitButton name="intent" value="confirm">
						入力内容を確認する
					</SubmitButton>
					<Link to={loaderData.actionsPath}>お手続きの選択に戻る</Link>
				</div>
			</AppForm>
		</>
	);
}
