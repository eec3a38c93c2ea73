import { type DefaultValue, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type MouseEvent, useEffect, useRef } from "react";
import type * as z from "zod";
import { type FormDraftView, formDraftNotice } from "#app/lib/forms/form-draft";
import { UNKNOWN_OUTCOME_HEADING, UNKNOWN_OUTCOME_MESSAGE } from "#app/lib/forms/write-outcome";
import { PageTitle } from "./page-title";

/* The set-up every form shares: one conform hook and a linked error summary (decision 037). */

/** The name of conform's own submits (a field checked on blur, a list changed): never the member's. */
const INTENT_FIELD = "__intent__";

/** The form's values as conform sees them: the schema's input when it is an object, else named strings. */
type FormShape<T> = T extends Record<string, unknown> ? T : Record<string, string | undefined>;

type AppFormOptions<Schema extends z.ZodType, Input extends Record<string, unknown>> = {
	id: string;
	schema: Schema;
	lastResult: SubmissionResult<string[]> | null | undefined;
	defaultValue?: DefaultValue<Input>;
	/** What the member typed before signing in again, over the defaults (decision 034). */
	draft?: FormDraftView | null;
	/** `blur`: check a field on leaving it; `submit`: from the first submit on, where blur messages would move the button. */
	checkOn?: "blur" | "submit";
	/**
	 * A submit goes to the server even when the browser's check finds problems: for forms whose
	 * server adds checks of its own (the API's, the address against its postal code), so the member
	 * hears of every problem at once rather than one round after another. Fields are still checked
	 * in the browser as the member leaves them.
	 */
	serverJudgesSubmit?: boolean;
};

/** conform's `useForm` as every form of the portal uses it; the summary takes focus after a refused submit. */
export function useAppForm<
	Schema extends z.ZodType,
	Input extends Record<string, unknown> = FormShape<z.input<Schema>>,
>({
	id,
	schema,
	lastResult,
	defaultValue,
	draft,
	checkOn = "blur",
	serverJudgesSubmit = false,
}: AppFormOptions<Schema, Input>) {
	const [form, fields] = useForm<Input, FormShape<z.output<Schema>>, string[]>({
		id,
		lastResult,
		// The draft's values are the form's own fields as posted: the shape conform reads back.
		defaultValue: draft ? ({ ...defaultValue, ...draft.values } as DefaultValue<Input>) : defaultValue,
		constraint: getZodConstraint(schema),
		shouldValidate: checkOn === "submit" ? "onSubmit" : "onBlur",
		shouldRevalidate: "onInput",
		// The values' types are the schema's, narrowed to a form's shape above.
		onValidate: ({ formData }) => {
			const submission = parseWithZod(formData, { schema }) as Submission<Input, string[], FormShape<z.output<Schema>>>;
			// conform's own field checks carry an intent; a member's submit does not. `error: null` lets it through.
			if (serverJudgesSubmit && !formData.has(INTENT_FIELD) && submission.status !== "success") {
				return { ...submission, error: null };
			}
			return submission;
		},
	});
	useFocusSummaryAfterSubmit(id, lastResult);
	return [form, fields] as const;
}

/** After signing in again from a post: what came back, and that nothing was sent (decision 013). */
export function FormDraftNotice({ draft }: { draft: FormDraftView | null | undefined }) {
	if (!draft) return null;
	return (
		<div className="flash flash--warn form-draft-notice" role="status">
			{formDraftNotice(draft).map((sentence) => (
				<p key={sentence}>{sentence}</p>
			))}
		</div>
	);
}

export function errorSummaryId(formId: string): string {
	return `${formId}-summary`;
}

function focusSummary(formId: string): void {
	document.getElementById(errorSummaryId(formId))?.focus();
}

/**
 * After React has rendered the errors of a submit: usually by the next frame, but a busy phone
 * (or a loaded test machine, where WebKit showed it) may paint a frame or more before that.
 */
function focusSummaryOnceShown(formId: string, framesLeft = 30): void {
	requestAnimationFrame(() => {
		if (document.getElementById(errorSummaryId(formId))) focusSummary(formId);
		else if (framesLeft > 1) focusSummaryOnceShown(formId, framesLeft - 1);
	});
}

/**
 * After a submit the browser-side check stopped, and after a reply from the server with errors,
 * the summary takes focus: keyboard and screen-reader users start where the problems are listed.
 */
function useFocusSummaryAfterSubmit(formId: string, lastResult: SubmissionResult<string[]> | null | undefined) {
	useEffect(() => {
		const form = document.getElementById(formId);
		if (!(form instanceof HTMLFormElement)) return;
		const onSubmit = (event: SubmitEvent) => {
			// conform checks a field on blur through a submit of its own (`__intent__`): not the member's.
			if (event.submitter?.getAttribute("name") === INTENT_FIELD) return;
			focusSummaryOnceShown(formId);
		};
		form.addEventListener("submit", onSubmit);
		return () => form.removeEventListener("submit", onSubmit);
	}, [formId]);
	// conform renders a reply's errors a render later than the reply arrives: focus once they are there.
	const replyToFocus = useRef(false);
	useEffect(() => {
		if (Object.values(lastResult?.error ?? {}).some((messages) => messages?.length)) replyToFocus.current = true;
	}, [lastResult]);
	useEffect(() => {
		if (!replyToFocus.current || !document.getElementById(errorSummaryId(formId))) return;
		replyToFocus.current = false;
		focusSummary(formId);
	});
}

/** What the summary reads of a form: any conform form fits, whatever its schema. */
type FormErrorsView = { id: string; errorId: string; allErrors: Record<string, string[] | undefined> };

/** The messages standing on a form: its own (the server's) and those of each field, in form order. */
function formErrorsOf(form: Pick<FormErrorsView, "allErrors">): {
	formLevel: string[];
	byField: [name: string, messages: string[]][];
} {
	const formLevel: string[] = [];
	const byField: [string, string[]][] = [];
	for (const [name, messages] of Object.entries(form.allErrors)) {
		if (!messages?.length) continue;
		if (name === "") formLevel.push(...messages);
		else byField.push([name, [...messages]]);
	}
	return { formLevel, byField };
}

/**
 * A write whose answer was lost (502, 504) is told as unknown; what came with it is a gateway's English
 * (「Bad Gateway」), not the API's words, and tells the member nothing more.
 */
function shownFormMessages(formLevel: readonly string[]): readonly string[] {
	return formLevel[0] === UNKNOWN_OUTCOME_MESSAGE ? [UNKNOWN_OUTCOME_MESSAGE] : formLevel;
}

export const ERROR_SUMMARY_TEXT = {
	fields: "入力内容にエラーがあります",
	fieldsLead: "次の項目を確認してください。",
	form: "送信できませんでした",
	/** Prefix of the document title while a form has field errors. */
	inputTitle: "入力エラー：",
	/** Prefix of the document title while only the server's refusal or failure stands. */
	formTitle: "送信エラー：",
} as const;

/** The page's title, prefixed while the form has errors (the first thing a screen reader reads after a reload). */
export function FormPageTitle({ form, children }: { form: Pick<FormErrorsView, "allErrors">; children: string }) {
	const { formLevel, byField } = formErrorsOf(form);
	const prefix =
		byField.length > 0 ? ERROR_SUMMARY_TEXT.inputTitle : formLevel.length > 0 ? ERROR_SUMMARY_TEXT.formTitle : "";
	return <PageTitle>{`${prefix}${children}`}</PageTitle>;
}

/** A link of the summary moves focus to the field itself (the first control of a group), not only the view. */
function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
	const id = event.currentTarget.hash.slice(1);
	const target = document.getElementById(decodeURIComponent(id));
	if (!target) return;
	const control = target.matches("input, select, textarea")
		? target
		: target.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea");
	if (!control) return;
	event.preventDefault();
	control.focus();
	control.scrollIntoView({ block: "center" });
}

function rank(order: readonly string[], name: string): number {
	const index = order.indexOf(name);
	return index === -1 ? order.length : index;
}

/** The error summary: one link per message to its field, autofocused so a no-JavaScript reload starts on it. */
export function ErrorSummary({
	form,
	labels,
	extra,
	order,
}: {
	form: FormErrorsView;
	/** The fields in the order the form shows them, when the schema declares them in another. */
	order?: readonly string[];
	labels?: Readonly<Record<string, string>>;
	/** Field messages conform did not produce (e.g. a second form on the page), by field name. */
	extra?: Readonly<Record<string, readonly string[] | undefined>>;
}) {
	const { formLevel, byField } = formErrorsOf(form);
	for (const [name, messages] of Object.entries(extra ?? {})) {
		if (!messages?.length) continue;
		const entry = byField.find(([field]) => field === name);
		if (entry) entry[1].push(...messages.filter((message) => !entry[1].includes(message)));
		else byField.push([name, [...messages]]);
	}
	if (order) byField.sort(([a], [b]) => rank(order, a) - rank(order, b));
	if (formLevel.length === 0 && byField.length === 0) return null;
	const headingId = `${form.id}-summary-heading`;
	return (
		<section
			className="error-summary"
			id={errorSummaryId(form.id)}
			tabIndex={-1}
			// biome-ignore lint/a11y/noAutofocus: the page a refused post returns must start on what went wrong
			autoFocus
			aria-labelledby={headingId}
		>
			<h2 className="error-summary__heading" id={headingId}>
				{byField.length > 0
					? ERROR_SUMMARY_TEXT.fields
					: formLevel[0] === UNKNOWN_OUTCOME_MESSAGE
						? UNKNOWN_OUTCOME_HEADING
						: ERROR_SUMMARY_TEXT.form}
			</h2>
			{formLevel.length > 0 ? (
				<div className="error-summary__messages form-errors" id={form.errorId} role="alert">
					{shownFormMessages(formLevel).map((message) => (
						<p key={message}>{message}</p>
					))}
				</div>
			) : null}
			{byField.length > 0 ? (
				<>
					<p className="error-summary__lead">{ERROR_SUMMARY_TEXT.fieldsLead}</p>
					<ul className="error-summary__list">
						{byField.flatMap(([name, messages]) =>
							messages.map((message) => (
								<li key={`${name}:${message}`}>
									<a href={`#${form.id}-${name}`} onClick={focusTarget}>
										{labels?.[name] ? `${labels[name]}：` : ""}
										{message}
									</a>
								</li>
							)),
						)}
					</ul>
				</>
			) : null}
		</section>
	);
}
