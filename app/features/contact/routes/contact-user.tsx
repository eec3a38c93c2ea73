import { CollectionNotice } from "#app/components/collection-notice";
import { FormDraftNotice } from "#app/components/form-kit";
import { api } from "#app/request/api.server";
import { takeFormDraft } from "#app/request/form-draft.server";
import { loadedMemberIfAny } from "#app/request/member.server";
import formsCss from "#app/styles/forms.css?url";
import {
	CONTACT_PURPOSE,
	ContactBodyField,
	ContactInputForm,
	ContactPage,
	ContactSubjectField,
	useContactForm,
} from "../contact-flow";
import { contactAction, readContactReceipt } from "../contact-flow.server";
import { memberContactFormSchema } from "../schema";
import type { Route } from "./+types/contact-user";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

const CONFIRM_FIELDS = ["subject", "body"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
	// After a post whose member load failed, the page still shows the enquiry and what happened to it.
	const member = await loadedMemberIfAny(context);
	return {
		receipt: await readContactReceipt(request, context),
		replyTo: member?.currentUser.email ?? null,
		formDraft: takeFormDraft(context, request),
	};
}

export async function action({ request, context }: Route.ActionArgs) {
	return contactAction({
		request,
		context,
		schema: memberContactFormSchema,
		honeypot: false,
		send: async (values, signal, idempotencyKey) =>
			(await api(context).orange.createContact({ body: values, signal, idempotencyKey })).data,
	});
}

function MemberContactForm({
	lastResult,
	draft,
}: {
	lastResult: Parameters<typeof useContactForm>[1];
	draft: Parameters<typeof useContactForm>[2];
}) {
	const [form, fields] = useContactForm(memberContactFormSchema, lastResult, draft);
	return (
		<ContactInputForm
			form={form}
			order={CONFIRM_FIELDS}
			notice={<CollectionNotice purpose={CONTACT_PURPOSE} section="enquiries" />}
		>
			<ContactSubjectField field={fields.subject} />
			<ContactBodyField field={fields.body} />
		</ContactInputForm>
	);
}

export default function ContactUserPage({ loaderData, actionData }: Route.ComponentProps) {
	const replyTo = loaderData.replyTo ? `ご登録のメールアドレス（${loaderData.replyTo}）` : "ご登録のメールアドレス";
	return (
		<ContactPage
			receipt={loaderData.receipt}
			actionData={actionData}
			confirmFields={CONFIRM_FIELDS}
			replyTo={replyTo}
			backTo={{ to: "/", label: "ホームへ戻る" }}
			intro={
				<>
					<FormDraftNotice draft={loaderData.formDraft} />
					<p className="lead">回答は{replyTo}にお送りします。</p>
				</>
			}
			form={(lastResult) => <MemberContactForm lastResult={lastResult} draft={loaderData.formDraft} />}
		/>
	);
}
