import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo, useState } from "react";
import { data, Link, redirect } from "react-router";
import { CollectionNotice } from "#app/components/collection-notice";
import { AppForm, RadioGroupField, SelectField, SubmitButton, TextField } from "#app/components/form";
import { ErrorSummary, errorSummaryId, FormPageTitle, useAppForm } from "#app/components/form-kit";
import { ADDRESS_TYPE_LABELS, ADDRESS_TYPES, PHONE_TYPE_LABELS, PHONE_TYPES } from "#app/contract/labels";
import { PREFECTURES } from "#app/contract/lime/prefectures";
import { formFields, schemaFieldNames, uncheckedPostedForm } from "#app/lib/forms/form.server";
import { limePath } from "#app/lib/urls/paths";
import { api } from "#app/request/api.server";
import { type StaticAssets, staticAssetsContext } from "#app/request/context.server";
import {
	judgeFailedLimeSubmit,
	type LimeScope,
	limePageRead,
	replyToFailedLimeSubmit,
} from "#app/request/error-policy.server";
import {
	missingTownMessage,
	POSTAL_MISMATCH_MESSAGE,
	replacedAddressOf,
	staleAddressAction,
	typedAddressLabel,
} from "../address-match";
import { PostalCodeFields, type PostalLookupState } from "../components/postal-code-fields";
import { ReplacedAddressNotice } from "../components/replaced-address-notice";
import {
	CONTACT_FORM_FIELDS,
	type ContactDetailValues,
	contactDetailPayloadOf,
	contactDetailValuesOf,
	contactFieldErrors,
	fillAddress,
} from "../contact-detail";
import { hasTwoPostalCodes, postalCodeOfParts, splitPostalCode } from "../postal-code";
import { lookupPostalCode, missingTownOf, postalCodeFitOf } from "../postal-lookup.server";
import { contactDetailFormSchema } from "../schema";
import { contactDraftOf, saveContactDraft, urlTokenOf } from "../session.server";
import type { Route } from "./+types/input";

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
	const typedParts = splitPostalCode(values.postalCodeFirst, values.postalCodeSecond);
	let lookup: PostalLookupState = { kind: hasTwoPostalCodes(typedParts) ? "two-codes" : "incomplete" };
	let next: Record<string, string> = values;
	if (code) {
		next = { ...values, postalCodeFirst: typedParts.first, postalCodeSecond: typedParts.second };
		const addresses = await lookupPostalCode(code, assets);
		const picked = intent.startsWith("pick:") ? addresses[Number(intent.slice("pick:".length))] : undefined;
		const chosen = picked ?? (addresses.length === 1 ? addresses[0] : undefined);
		if (chosen) {
			const filled = fillAddress(next, chosen);
			next = filled;
			lookup = { kind: "filled", code, address: chosen, replaced: replacedAddressOf(values, filled) };
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

/**
 * 「郵便番号と住所が一致しません」 as the first postal box's error when both parts are complete and the
 * typed address is not one of the code's (docs/decisions/043-postal-code-address-check.md); judged
 * on what was posted, so it comes with the form's other messages.
 */
async function postalMismatchOf(
	values: Record<string, string>,
	assets: StaticAssets | null,
): Promise<{ postalCodeFirst: string[] } | { street: string[] } | null> {
	const code = postalCodeOfParts(values.postalCodeFirst, values.postalCodeSecond);
	if (!code) return null;
	const address = {
		postalCodeFirst: code.slice(0, 3),
		postalCodeSecond: code.slice(3),
		prefecture: values.prefecture,
		city: values.city,
		street: values.street,
	};
	if ((await postalCodeFitOf(address, assets)) !== "mismatch") return null;
	// Only the town is missing (the lookup filled it, the member replaced it with the number): say so
	// on the street line, not as a wrong postal code.
	const town = await missingTownOf(address, assets);
	return town ? { street: [missingTownMessage(town)] } : { postalCodeFirst: [POSTAL_MISMATCH_MESSAGE] };
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
		const { result, status } = replyToFailedLimeSubmit(uncheckedPostedForm(formData, FIELD_NAMES), error, scope);
		return data({ intent: "confirm" as const, result, lookup: null, postalCodeErrors: undefined }, { status });
	}
	const submission = parseWithZod(formFields(formData, FIELD_NAMES), {
		schema: contactDetailFormSchema(addressRequired),
	});
	// Every problem on the first submit: the form's own, the address against its code, the API's.
	const mismatch = await postalMismatchOf(postedValues(formData), context.get(staticAssetsContext));
	if (submission.status !== "success") {
		const result = submission.reply(mismatch ? { fieldErrors: mismatch } : {});
		return data({ intent: "confirm" as const, result, lookup: null, postalCodeErrors: undefined }, { status: 400 });
	}
	const payload = contactDetailPayloadOf(submission.value);
	try {
		// docs/routes.md: the server validates before the confirmation screen. Asked even when the
		// address does not fit its code (nothing is saved): what else it refuses is told at once.
		await api(context).lime(urlToken).confirmContactDetail({ body: payload });
	} catch (error) {
		const { status, messages, fieldErrors } = judgeFailedLimeSubmit(error, scope);
		const { postalCodeType, ...perField } = contactFieldErrors(fieldErrors);
		const hasFieldMessages = Boolean(postalCodeType) || Object.keys(perField).length > 0;
		return data(
			{
				intent: "confirm" as const,
				result: submission.reply({
					// The error summary lists the fields' messages: the general one would only repeat it.
					formErrors: hasFieldMessages ? [] : messages,
					fieldErrors: { ...perField, ...mismatch },
				}),
				lookup: null,
				postalCodeErrors: postalCodeType,
			},
			{ status },
		);
	}
	if (mismatch) {
		// Next to the postal code and in the summary.
		const result = submission.reply({ fieldErrors: mismatch });
		return data({ intent: "confirm" as const, result, lookup: null, postalCodeErrors: undefined }, { status: 400 });
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
		serverJudgesSubmit: true,
	});
	const serverLookup = actionData?.intent === "lookup" ? actionData.lookup : null;
	const [clientLookup, setClientLookup] = useState<PostalLookupState | null>(null);
	const lookup = clientLookup ?? serverLookup;
	const replaced = lookup?.kind === "filled" ? lookup.replaced : undefined;
	const wholeCodeErrors = actionData?.postalCodeErrors;
	useEffect(() => {
		// The API's message about the code as a whole is not conform's: the kit does not see it to focus the summary.
		if (wholeCodeErrors?.length) document.getElementById(errorSummaryId(FORM_ID))?.focus();
	}, [wholeCodeErrors]);
	return (
		<>
			<FormPageTitle form={form}>連絡先情報の入力</FormPageTitle>
			<h1>連絡先情報の入力</h1>
			<p className="lead">
				今お使いの住所と電話番号を入力し、「入力内容を確認する」を押してください。これまでにご登録の住所・電話番号はこの画面には表示されません。
			</p>
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
				<ErrorSummary form={form} extra={{ postalCodeFirst: wholeCodeErrors }} order={CONTACT_FORM_FIELDS} />
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
						clientLookup={clientLookup}
						onClientLookup={setClientLookup}
						wholeCodeErrors={wholeCodeErrors}
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
						hint={
							<>
								100文字以内（例：丸の内1-1-1）
								<ReplacedAddressNotice replaced={replaced} part="street" />
							</>
						}
						autoComplete="address-line1"
						maxLength={120}
						required={addressRequired}
					/>
					<TextField
						field={fields.building}
						label="建物名・部屋番号"
						hint={
							<>
								建物名や部屋番号がある場合に、100文字以内で入力してください。
								<ReplacedAddressNotice replaced={replaced} part="building" />
							</>
						}
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
						hint="携帯電話は070・080・090から始まる11桁、自宅・勤務先は0から始まる10桁か11桁です。ハイフンはあってもなくてもかまいません（例：090-1234-5678、03-1234-5678）。"
						inputMode="numeric"
						autoComplete="tel"
						maxLength={20}
						required
					/>
				</fieldset>
				<CollectionNotice
					purpose="ご入力の住所・電話番号は、ご登録の連絡先を更新し、保険給付や健診のご案内をお届けするために利用します。"
					section="contact-details"
				/>
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
