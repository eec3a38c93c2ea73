import { Link } from "react-router";
import { BirthDateFields } from "#app/components/birth-date-fields";
import { CollectionNotice } from "#app/components/collection-notice";
import { TextField } from "#app/components/form";
import { withoutConsent } from "#app/lib/forms/consent";
import { EMAIL_MAX } from "#app/lib/forms/field-schemas";
import { CARD_DOCUMENTS, CARD_FIELD_MAX_DIGITS, CARD_NUMBERS } from "#app/lib/japanese/insurance-card";
import { api } from "#app/request/api.server";
import formsCss from "#app/styles/forms.css?url";
import {
	CONTACT_PURPOSE,
	ContactBodyField,
	ContactInputForm,
	ContactPage,
	ContactSubjectField,
	HoneypotField,
	useContactForm,
} from "../contact-flow";
import { contactAction, readContactReceipt } from "../contact-flow.server";
import { CONTACT_NAME_MAX, PUBLIC_CONTACT_CONSENT, publicContactFormSchema } from "../schema";
import type { Route } from "./+types/contact-public";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

/** The order of the confirm step, as on the form. */
const CONFIRM_FIELDS = ["subject", "name", "nameKana", "email", "kigou", "number", "birthDate", "body"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
	return { receipt: await readContactReceipt(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
	return contactAction({
		request,
		context,
		schema: publicContactFormSchema,
		honeypot: true,
		rateLimit: "public-enquiry",
		send: async (values, signal, idempotencyKey) =>
			(await api(context).orange.createPublicContact({ body: withoutConsent(values), signal, idempotencyKey })).data,
	});
}

const CARD_HINT = `数字${CARD_FIELD_MAX_DIGITS}桁以内`;

function PublicContactForm({ lastResult }: { lastResult: Parameters<typeof useContactForm>[1] }) {
	const [form, fields] = useContactForm(publicContactFormSchema, lastResult);
	return (
		<ContactInputForm
			form={form}
			order={CONFIRM_FIELDS}
			notice={
				<CollectionNotice
					purpose={CONTACT_PURPOSE}
					section="enquiries"
					consent={{ field: fields.consent, label: PUBLIC_CONTACT_CONSENT.label }}
				/>
			}
		>
			<ContactSubjectField field={fields.subject} />
			<TextField field={fields.name} label="お名前" hint={`${CONTACT_NAME_MAX}文字以内`} autoComplete="name" required />
			<TextField
				field={fields.nameKana}
				label="フリガナ"
				hint={`カタカナで${CONTACT_NAME_MAX}文字以内（ひらがなはカタカナに直します）。`}
				required
			/>
			<TextField
				field={fields.email}
				label="メールアドレス"
				type="email"
				hint={`回答をお送りするアドレスです（${EMAIL_MAX}文字以内）。`}
				autoComplete="email"
				inputMode="email"
				required
			/>
			<fieldset className="field-group">
				<legend>{CARD_NUMBERS}・生年月日（任意）</legend>
				<p className="field__hint">
					{CARD_DOCUMENTS}に記載の{CARD_NUMBERS}
					です。ご本人の確認が必要なお問い合わせでは、ご記入いただくと回答が早くなります。
				</p>
				<TextField field={fields.kigou} label="記号" hint={CARD_HINT} inputMode="numeric" />
				<TextField field={fields.number} label="番号" hint={CARD_HINT} inputMode="numeric" />
				<BirthDateFields field={fields.birthDate} form={form} />
			</fieldset>
			<ContactBodyField field={fields.body} />
			<HoneypotField />
		</ContactInputForm>
	);
}

export default function ContactPublicPage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<ContactPage
			receipt={loaderData.receipt}
			actionData={actionData}
			confirmFields={CONFIRM_FIELDS}
			replyTo="ご入力のメールアドレス"
			backTo={{ to: "/login", label: "ログイン画面へ戻る" }}
			intro={
				<p className="lead">
					ログインできない場合などのお問い合わせを受け付けます。よくあるご質問は<Link to="/faq">よくある質問</Link>
					をご覧ください。会員の方はログイン後のお問い合わせ画面もご利用いただけます。
				</p>
			}
			form={(lastResult) => <PublicContactForm lastResult={lastResult} />}
		/>
	);
}
