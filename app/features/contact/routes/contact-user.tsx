import { api } from "#app/lib/api/request.server";
import { requireLoadedMember } from "#app/lib/member.server";
import formsCss from "#app/styles/forms.css?url";
import { ContactBodyField, ContactInputForm, ContactPage, ContactSubjectField, useContactForm } from "../contact-flow";
import { contactAction, readContactReceipt } from "../contact-flow.server";
import { memberContactFormSchema } from "../schema";
import type { Route } from "./+types/contact-user";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

const CONFIRM_FIELDS = ["subject", "body"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
	const { currentUser } = requireLoadedMember(context);
	return { receipt: await readContactReceipt(request, context), replyTo: currentUser.email };
}

export async function action({ request, context }: Route.ActionArgs) {
	return contactAction({
		request,
		context,
		schema: memberContactFormSchema,
		honeypot: false,
		send: async (values, signal) => (await api(context).orange.createContact({ body: values, signal })).data,
	});
}

function MemberContactForm({ lastResult }: { lastResult: Parameters<typeof useContactForm>[1] }) {
	const [form, fields] = useContactForm(memberContactFormSchema, lastResult);
	return (
		<ContactInputForm form={form} order={CONFIRM_FIELDS}>
			<ContactSubjectField field={fields.subject} />
			<ContactBodyField field={fields.body} />
		</ContactInputForm>
	);
}

export default function ContactUserPage({ loaderData, actionData }: Route.ComponentProps) {
	const replyTo = `ご登録のメールアドレス（${loaderData.replyTo}）`;
	return (
		<ContactPage
			receipt={loaderData.receipt}
			actionData={actionData}
			confirmFields={CONFIRM_FIELDS}
			replyTo={replyTo}
			backTo={{ to: "/", label: "ホームへ戻る" }}
			intro={<p className="lead">回答は{replyTo}にお送りします。</p>}
			form={(lastResult) => <MemberContactForm lastResult={lastResult} />}
		/>
	);
}
