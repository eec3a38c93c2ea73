import type { SubmissionResult } from "@conform-to/react";
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from "react";
import { Form, Link } from "react-router";
import type * as z from "zod";
import { DeskContact } from "#app/components/desk-contact";
import { AppForm, type Choice, RadioGroupField, SubmitButton, TextareaField } from "#app/components/form";
import { ERROR_SUMMARY_TEXT, ErrorSummary, FormPageTitle, useAppForm } from "#app/components/form-kit";
import { PageTitle } from "#app/components/page-title";
import { Receipt } from "#app/components/receipt";
import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS, type ContactSubject } from "#app/contract/labels";
import type { FormDraftView } from "#app/lib/forms/form-draft";
import { dropTabDraft } from "#app/lib/forms/tab-draft";
import { UNKNOWN_OUTCOME_HEADING } from "#app/lib/forms/write-outcome";
import { formatBirthDate } from "#app/lib/japanese/era";
import { characterCount } from "#app/lib/japanese/input";
import { CARD_SHORT } from "#app/lib/japanese/insurance-card";
import { dismissToasts } from "#app/lib/toasts/toast";
import { useRootData } from "#app/root-data";
import { CONTACT_BODY_MAX, type PublicContactValues } from "./schema";

/* Input → confirm → complete in one route; values travel hidden and are checked on every post (decision 030). */

type ContactStep = "input" | "confirm" | "complete";

/** What the confirm step says when 送信する failed, by what is known of the enquiry (docs/decisions/055-enquiry-send-failure.md). */
const SEND_FAILURE = {
	"not-sent": {
		heading: "送信できませんでした",
		text: "お問い合わせはまだ送信されていません。入力内容はそのまま残っています。時間をおいて、もう一度「送信する」を押してください。",
	},
	unknown: {
		heading: UNKNOWN_OUTCOME_HEADING,
		text: "通信が途中で切れたため、お問い合わせが届いたか確認できませんでした。入力内容はそのまま残っています。もう一度「送信する」を押しても、同じお問い合わせが二重に届くことはありません。届いていれば受付番号をお知らせします。",
	},
} as const;
export type SendOutcome = keyof typeof SEND_FAILURE;

const CONTACT_FORM_ID = "contact";

/** Which button was pressed: the one form field that is not an enquiry value. */
export const CONTACT_INTENT = { confirm: "confirm", edit: "edit", send: "send" } as const;

/** Bots fill every input they find; a person never sees this one. */
export const CONTACT_HONEYPOT_FIELD = "website";

export type ContactValues = { subject: ContactSubject; body: string } & Partial<
	Omit<PublicContactValues, "subject" | "body">
>;
type ContactField = keyof PublicContactValues;

/** What the completion screen shows; `number` is absent when a honeypot was tripped (nothing was sent). */
export type ContactReceiptView = { number: number | null; receivedAt: string | null };

export type ContactActionData =
	| { step: "input"; result: SubmissionResult<string[]> }
	/** `messages`: the server failed on 送信する, in its words (nothing was sent). */
	| {
			step: "confirm";
			values: ContactValues;
			posted: readonly (readonly [name: string, value: string])[];
			messages?: readonly string[];
			outcome?: SendOutcome;
	  };

function contactStep(receipt: ContactReceiptView | null, actionData: ContactActionData | undefined): ContactStep {
	if (receipt) return "complete";
	return actionData?.step ?? "input";
}

const STEPS: readonly { step: ContactStep; label: string; heading: string }[] = [
	{ step: "input", label: "入力", heading: "お問い合わせ" },
	{ step: "confirm", label: "確認", heading: "入力内容の確認" },
	{ step: "complete", label: "完了", heading: "お問い合わせを受け付けました" },
];

const SUBJECT_CHOICES: readonly Choice[] = CONTACT_SUBJECTS.map((value) => ({
	value,
	label: CONTACT_SUBJECT_LABELS[value],
}));

const FIELD_LABELS: Readonly<Record<ContactField, string>> = {
	subject: "お問い合わせの種類",
	name: "お名前",
	nameKana: "フリガナ",
	email: "メールアドレス",
	kigou: `${CARD_SHORT}の記号`,
	number: `${CARD_SHORT}の番号`,
	birthDate: "生年月日",
	body: "お問い合わせ内容",
	consent: "個人情報の取扱いへの同意",
};

function displayValue(field: ContactField, value: string | undefined): string {
	if (value === undefined) return "（未入力）";
	if (field === "subject") return CONTACT_SUBJECT_LABELS[value as ContactSubject] ?? value;
	if (field === "birthDate") return formatBirthDate(value);
	return value;
}

/** Heading, steps and title of the step; the heading takes focus on a change so screen readers hear it. */
function ContactScreen({
	step,
	failed = false,
	children,
}: {
	step: ContactStep;
	/** 送信する met a server failure: the title says so first. */
	failed?: boolean;
	children: ReactNode;
}) {
	const current = STEPS.find((item) => item.step === step) ?? STEPS[0];
	const heading = useRef<HTMLHeadingElement>(null);
	const shown = useRef(step);
	useEffect(() => {
		if (shown.current === step) return;
		shown.current = step;
		// Back on the input step with the server's refusal: its error summary has taken focus, leave it there.
		if (document.querySelector(".error-summary")) return;
		heading.current?.focus();
	}, [step]);
	return (
		<>
			{/* The input step's title is the form's: it changes while errors stand. */}
			{step === "input" ? null : (
				<PageTitle>{`${failed ? ERROR_SUMMARY_TEXT.formTitle : ""}${current?.heading}｜お問い合わせ`}</PageTitle>
			)}
			<h1 ref={heading} tabIndex={-1} className="step-heading">
				{current?.heading}
			</h1>
			<ol className="steps" aria-label="お問い合わせの流れ">
				{STEPS.map((item, index) => (
					<li key={item.step} className="steps__item" aria-current={item.step === step ? "step" : undefined}>
						<span className="steps__number">{index + 1}</span>
						{item.label}
					</li>
				))}
			</ol>
			{children}
		</>
	);
}

/** The input step's form, checked live with the route's schema; `draft` is what was typed before signing in. */
export function useContactForm<S extends z.ZodObject>(
	schema: S,
	lastResult: SubmissionResult<string[]> | undefined,
	draft?: FormDraftView | null,
) {
	return useAppForm<S>({ id: CONTACT_FORM_ID, schema, lastResult, draft });
}

/** Field metadata that both routes' forms have. */
type SharedFields = Parameters<typeof RadioGroupField>[0]["field"];

export function ContactSubjectField({ field }: { field: SharedFields }) {
	return <RadioGroupField field={field} legend={FIELD_LABELS.subject} choices={SUBJECT_CHOICES} required />;
}

export function ContactBodyField({ field }: { field: SharedFields }) {
	return (
		<TextareaField
			field={field}
			label={FIELD_LABELS.body}
			hint={`${CONTACT_BODY_MAX}文字以内でご記入ください。個人情報（病歴など）は必要な範囲でお書きください。`}
			required
			rows={8}
			counter={{ max: CONTACT_BODY_MAX, count: characterCount }}
		/>
	);
}

/** The public form's honeypot: off screen and hidden from assistive technology; its label says to leave it empty. */
export function HoneypotField() {
	return (
		<div className="honeypot" aria-hidden="true">
			<label htmlFor="contact-website">このフィールドは空のままにしてください</label>
			<input id="contact-website" type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
		</div>
	);
}

function subscribeToConnection(changed: () => void): () => void {
	window.addEventListener("online", changed);
	window.addEventListener("offline", changed);
	return () => {
		window.removeEventListener("online", changed);
		window.removeEventListener("offline", changed);
	};
}

/** The input step's frame: form-level (server) messages first, then the fields, then "確認". */
export function ContactInputForm({
	form,
	order,
	notice,
	children,
}: {
	form: ReturnType<typeof useContactForm>[0];
	/** The fields in the order of the form (the error summary lists them so). */
	order: readonly ContactField[];
	/** The purpose line (and consent box) beside the button: CollectionNotice. */
	notice: ReactNode;
	children: ReactNode;
}) {
	const online = useSyncExternalStore(
		subscribeToConnection,
		() => navigator.onLine,
		() => true,
	);
	return (
		// Its own history entry for the confirm step: Back from there returns to this form, kept in the tab.
		// Offline the post fails at once and the page stays as it was: no entry is pushed for it.
		<AppForm form={form} className="form card contact-form" noValidate keepInTab replace={online ? false : undefined}>
			<FormPageTitle form={form}>お問い合わせ</FormPageTitle>
			<ErrorSummary form={form} order={order} />
			{children}
			{notice}
			<div className="form-actions">
				<SubmitButton name="intent" value={CONTACT_INTENT.confirm}>
					入力内容を確認する
				</SubmitButton>
			</div>
		</AppForm>
	);
}

/** The confirm step: what will be sent, and the form in hidden fields for 送信する or 修正する. */
function ContactConfirm({
	values,
	posted,
	fields,
	notSent,
	outcome = "not-sent",
}: {
	values: ContactValues;
	posted: readonly (readonly [name: string, value: string])[];
	fields: readonly ContactField[];
	notSent?: readonly string[];
	outcome?: SendOutcome;
}) {
	return (
		<>
			{notSent ? <NotSentSummary messages={notSent} outcome={outcome} /> : null}
			<p>以下の内容で送信します。よろしければ「送信する」を押してください。</p>
			<dl className="confirm-list card">
				{fields.map((field) => (
					<div key={field} className="confirm-list__row">
						<dt>{FIELD_LABELS[field]}</dt>
						<dd className={field === "body" ? "confirm-list__text" : undefined}>
							{displayValue(field, values[field])}
						</dd>
					</div>
				))}
			</dl>
			{/* A post cut on its way is told in the enquiry's own words (app/lib/forms/send-failure-notice.tsx). */}
			<Form
				method="post"
				id="contact-confirm"
				className="form-actions confirm-actions"
				data-unknown-outcome={SEND_FAILURE.unknown.text}
			>
				{posted.map(([name, value], index) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, and a name may repeat
					<input key={`${name}-${index}`} type="hidden" name={name} value={value} />
				))}
				<SubmitButton name="intent" value={CONTACT_INTENT.edit} variant="secondary">
					入力内容を修正する
				</SubmitButton>
				<SubmitButton name="intent" value={CONTACT_INTENT.send}>
					送信する
				</SubmitButton>
			</Form>
		</>
	);
}

/** Said first when 送信する met a server failure: what is known of the enquiry, and that it can be sent again. */
function NotSentSummary({ messages, outcome }: { messages: readonly string[]; outcome: SendOutcome }) {
	const box = useRef<HTMLElement>(null);
	useEffect(() => {
		// `autofocus` covers the page a document post returns; after a post in the browser (each failed
		// try is a new answer), this does, once the button that was pressed is enabled again.
		if (!messages) return;
		const frame = requestAnimationFrame(() => box.current?.focus());
		return () => cancelAnimationFrame(frame);
	}, [messages]);
	return (
		<section
			ref={box}
			className="error-summary"
			tabIndex={-1}
			// biome-ignore lint/a11y/noAutofocus: the page a failed send returns must start on what went wrong
			autoFocus
			aria-labelledby="contact-not-sent"
		>
			<h2 className="error-summary__heading" id="contact-not-sent">
				{SEND_FAILURE[outcome].heading}
			</h2>
			<div className="error-summary__messages" role="alert">
				<p>{SEND_FAILURE[outcome].text}</p>
				{messages.map((message) => (
					<p key={message}>{message}</p>
				))}
			</div>
		</section>
	);
}

function ContactComplete({
	receipt,
	replyTo,
	backTo,
}: {
	receipt: ContactReceiptView;
	replyTo: ReactNode;
	backTo: { to: string; label: string };
}) {
	useEffect(() => {
		// A failed try's toast must not stand over the receipt of the resend that arrived.
		dismissToasts();
		dropTabDraft(CONTACT_FORM_ID);
	}, []);
	return (
		<div className="card status-panel">
			<p>お問い合わせいただきありがとうございます。内容を確認のうえ、{replyTo}へご回答いたします。</p>
			{receipt.number !== null ? (
				<Receipt
					lines={[
						["受付番号", receipt.number],
						["受付日時", receipt.receivedAt],
					]}
				/>
			) : null}
			<p className="lead">
				回答までに数日かかる場合があります。
				{receipt.number !== null ? "お問い合わせの際は受付番号をお知らせください。" : null}
			</p>
			<p>
				<Link to={backTo.to}>{backTo.label}</Link>
			</p>
		</div>
	);
}

/** Under the form: the desk, for a member who would rather call (the environment's config). */
function PhoneEnquiry() {
	const desk = useRootData()?.desk;
	if (!desk?.phone) return null;
	return (
		<section className="phone-enquiry" aria-labelledby="phone-enquiry">
			<h2 id="phone-enquiry">お電話でのお問い合わせ</h2>
			<DeskContact desk={desk} named />
		</section>
	);
}

/** What both enquiry forms say their data is for, beside the button. */
export const CONTACT_PURPOSE = "ご入力の内容は、お問い合わせへの回答と、そのためのご本人の確認にだけ利用します。";

/** A contact form's page by step: the receipt once sent, the confirmation, else the input with the last refused reply. */
export function ContactPage({
	receipt,
	actionData,
	confirmFields,
	replyTo,
	backTo,
	intro,
	form,
}: {
	receipt: ContactReceiptView | null;
	actionData: ContactActionData | undefined;
	confirmFields: readonly ContactField[];
	replyTo: ReactNode;
	backTo: { to: string; label: string };
	intro: ReactNode;
	form: (lastResult: SubmissionResult<string[]> | undefined) => ReactNode;
}) {
	return (
		<ContactScreen
			step={contactStep(receipt, actionData)}
			failed={!receipt && actionData?.step === "confirm" && Boolean(actionData.messages)}
		>
			{receipt ? (
				<ContactComplete receipt={receipt} replyTo={replyTo} backTo={backTo} />
			) : actionData?.step === "confirm" ? (
				<ContactConfirm
					values={actionData.values}
					posted={actionData.posted}
					fields={confirmFields}
					notSent={actionData.messages}
					outcome={actionData.outcome}
				/>
			) : (
				<>
					{intro}
					{form(actionData?.step === "input" ? actionData.result : undefined)}
					<PhoneEnquiry />
				</>
			)}
		</ContactScreen>
	);
}
