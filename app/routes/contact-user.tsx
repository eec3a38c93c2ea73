import {
	ContactBodyField,
	ContactComplete,
	ContactConfirm,
	ContactInputForm,
	ContactScreen,
	ContactSubjectField,
	contactStep,
	useContactForm,
} from "../components/contact/contact-flow";
import { contactAction, readContactReceipt } from "../components/contact/contact-flow.server";
import { requireLoadedMember } from "../lib/member.server";
import { orangeClient } from "../lib/upstream.server";
import { memberContactFormSchema } from "../schemas/contact";
import formsCss from "../styles/forms.css?url";
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
		send: async (values, signal) => (await orangeClient(context).createContact({ body: values, signal })).data,
	});
}

function MemberContactForm({ lastResult }: { lastResult: Parameters<typeof useContactForm>[1] }) {
	const [form, fields] = useContactForm(memberContactFormSchema, lastResult);
	return (
		<ContactInputForm form={form}>
			<ContactSubjectField field={fields.subject} />
			<ContactBodyField field={fields.body} />
		</ContactInputForm>
	);
}

export default function ContactUserPage({ loaderData, actionData }: Route.ComponentProps) {
	const step = contactStep(loaderData.receipt, actionData);
	const replyTo = `ご登録のメールアドレス（${loaderData.replyTo}）`;
	return (
		<ContactScreen step={step}>
			{loaderData.receipt ? (
				<ContactComplete receipt={loaderData.receipt} replyTo={replyTo} backTo={{ to: "/", label: "ホームへ戻る" }} />
			) : actionData?.step === "confirm" ? (
				<ContactConfirm values={actionData.values} fields={CONFIRM_FIELDS} />
			) : (
				<>
					<p className="lead">回答は{replyTo}にお送りします。</p>
					<MemberContactForm lastResult={actionData?.step === "input" ? actionData.result : undefined} />
				</>
			)}
		</ContactScreen>
	);
}
