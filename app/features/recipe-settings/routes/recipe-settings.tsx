import { useEffect } from "react";
import { data, redirect } from "react-router";
import { CollectionNotice } from "#app/components/collection-notice";
import { AppForm, type Choice, RadioGroupField, SubmitButton } from "#app/components/form";
import { ErrorSummary, FormDraftNotice, FormPageTitle, useAppForm } from "#app/components/form-kit";
import { Notification } from "#app/components/notification";
import { Receipt } from "#app/components/receipt";
import {
	RECIPE_SETTING_TYPE_LABELS,
	SELECTABLE_RECIPE_SETTING_TYPES,
	type SelectableRecipeSettingType,
} from "#app/contract/labels";
import type { RecipeSetting } from "#app/contract/orange/current-user";
import { parseSubmission } from "#app/lib/forms/form.server";
import { newSubmissionKey, submissionKeyOf } from "#app/lib/forms/submission-key";
import { dropTabDraft } from "#app/lib/forms/tab-draft";
import { formatDate, formatPublishedAt } from "#app/lib/japanese/dates";
import { pageUrl } from "#app/lib/urls/page-url";
import { api } from "#app/request/api.server";
import { replyToFailedSubmit } from "#app/request/error-policy.server";
import { takeFormDraft } from "#app/request/form-draft.server";
import { loadedMemberIfAny } from "#app/request/member.server";
import { flashNotice, takeNotice } from "#app/request/page-notice.server";
import formsCss from "#app/styles/forms.css?url";
import { recipeSettingsFormSchema } from "../schema";
import type { Route } from "./+types/recipe-settings";

/** docs/contract.md: the notification after POST /recipe_settings, word for word. */
export const RECIPE_SAVED_MESSAGE = "配信情報を設定しました";

const RECIPE_FORM_ID = "recipe-settings";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

const CHOICES: readonly Choice[] = SELECTABLE_RECIPE_SETTING_TYPES.map((value) => ({
	value,
	label: RECIPE_SETTING_TYPE_LABELS[value],
}));

function isChoice(type: RecipeSetting["type"]): type is SelectableRecipeSettingType {
	return (SELECTABLE_RECIPE_SETTING_TYPES as readonly string[]).includes(type);
}

/** The layout's middleware loaded the member's detail on this navigation: the setting is current. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const member = await loadedMemberIfAny(context);
	// Absent from the API's answer: shown as not chosen yet, and the member can choose.
	const recipeSetting = member?.detail.recipeSetting ?? {
		type: "none" as const,
		expiresOn: null,
		updatedAt: null,
	};
	return {
		/** False after a post whose member load failed: the setting is unknown, the form and its choice stay. */
		known: member !== null,
		type: recipeSetting.type,
		expiresOn: recipeSetting.expiresOn ? formatDate(recipeSetting.expiresOn) : null,
		updatedAt: recipeSetting.updatedAt ? formatPublishedAt(recipeSetting.updatedAt) : null,
		formDraft: takeFormDraft(context, request),
		submissionKey: newSubmissionKey(),
		/** The save just made, told under the heading (the toast only passes). */
		notice: takeNotice(context, request),
	};
}

export async function action({ request, context }: Route.ActionArgs) {
	const { formData, submission } = await parseSubmission(request, recipeSettingsFormSchema);
	const submissionKey = submissionKeyOf(formData);
	if (submission.status !== "success") return data({ result: submission.reply(), submissionKey }, { status: 400 });
	let saved: RecipeSetting;
	try {
		saved = (await api(context).orange.saveRecipeSetting({ body: submission.value, idempotencyKey: submissionKey }))
			.data;
	} catch (error) {
		const { result, status } = await replyToFailedSubmit(submission, error, { context, request });
		return data({ result, submissionKey }, { status });
	}
	flashNotice(context, request, { type: "success", title: RECIPE_SAVED_MESSAGE, text: savedText(saved) });
	throw redirect(pageUrl(request).pathname);
}

/** What the notification after a save says of the new setting. */
function savedText(saved: RecipeSetting): string {
	if (saved.type === "none") return "レシピの配信を停止しました。";
	const until = saved.expiresOn ? `（${formatDate(saved.expiresOn)}まで）` : "";
	return `「${RECIPE_SETTING_TYPE_LABELS[saved.type]}」のレシピをお届けします${until}。`;
}

/** The member's setting as it stands; `none` and `expired` are states, told kindly rather than as labels. */
export function CurrentSetting({
	type,
	expiresOn,
	updatedAt,
}: Pick<Route.ComponentProps["loaderData"], "type" | "expiresOn" | "updatedAt">) {
	// `none` chosen by the member (it has a date) is a stop; without a date nothing was ever chosen.
	if (type === "none" && updatedAt) {
		return (
			<>
				<p className="current-setting__value">配信を停止しています</p>
				<Receipt lines={[["設定日", updatedAt]]} />
				<p>下からレシピの種類を選ぶと、配信を再開できます。</p>
			</>
		);
	}
	if (type === "none") {
		return (
			<>
				<p className="current-setting__value">まだ設定されていません</p>
				<p>下からレシピの種類を選ぶと、配信が始まります。</p>
			</>
		);
	}
	if (type === "expired") {
		return (
			<>
				<p className="current-setting__value">配信期間が終了しました</p>
				<p>
					{expiresOn ? `${expiresOn}で配信を終了しています。` : null}
					もう一度レシピの種類を選ぶと、配信を再開できます。
				</p>
			</>
		);
	}
	return (
		<>
			<p className="current-setting__value">{RECIPE_SETTING_TYPE_LABELS[type]}</p>
			<Receipt
				lines={[
					["配信期間", expiresOn ? `${expiresOn}まで` : null],
					["設定日", updatedAt],
				]}
			/>
		</>
	);
}

export default function RecipeSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
	const [form, fields] = useAppForm({
		id: RECIPE_FORM_ID,
		schema: recipeSettingsFormSchema,
		lastResult: actionData?.result,
		// Never chosen (`none` without a date): nothing is preselected, not even 「配信しない」.
		defaultValue: {
			type:
				isChoice(loaderData.type) && (loaderData.type !== "none" || loaderData.updatedAt) ? loaderData.type : undefined,
		},
		draft: loaderData.formDraft,
	});
	const saved = loaderData.notice?.type === "success";
	// Saved: the page now shows the member's setting, and the tab keeps no earlier choice.
	useEffect(() => {
		if (saved) dropTabDraft(RECIPE_FORM_ID);
	}, [saved]);
	return (
		<>
			<FormPageTitle form={form}>レシピ配信設定</FormPageTitle>
			<h1>レシピ配信設定</h1>
			{loaderData.notice ? (
				<Notification type={loaderData.notice.type} title={loaderData.notice.title}>
					{loaderData.notice.text ? <p>{loaderData.notice.text}</p> : null}
				</Notification>
			) : null}
			<p className="lead">気になる体のことに合わせて、おすすめのレシピをお届けします。</p>
			<section className="card current-setting" aria-labelledby="current-setting">
				<h2 id="current-setting">現在の設定</h2>
				{loaderData.known ? (
					<CurrentSetting {...loaderData} />
				) : (
					<p>現在の設定を読み込めませんでした。時間をおいて再読み込みしてください。</p>
				)}
			</section>
			<AppForm
				form={form}
				className="form recipe-form"
				noValidate
				submissionKey={actionData?.submissionKey ?? loaderData.submissionKey}
				keepInTab
			>
				<FormDraftNotice draft={loaderData.formDraft} />
				<ErrorSummary form={form} />
				<RadioGroupField
					field={fields.type}
					legend="配信を希望するレシピ"
					hint="1つ選んでください。あとから変更できます。「配信しない」を選ぶと、配信を停止します。"
					choices={CHOICES}
					required
				/>
				<CollectionNotice
					purpose="選んだ体のこと（血圧・血糖値など）は、おすすめのレシピをお届けするためだけに利用します。"
					section="recipes"
				/>
				<div className="form-actions">
					<SubmitButton>設定する</SubmitButton>
				</div>
			</AppForm>
		</>
	);
}
