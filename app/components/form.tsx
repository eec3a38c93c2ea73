import {
	type FieldMetadata,
	type FormMetadata,
	getCollectionProps,
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
} from "@conform-to/react";
import {
	type InputHTMLAttributes,
	type KeyboardEvent,
	type ReactNode,
	type SelectHTMLAttributes,
	type TextareaHTMLAttributes,
	useRef,
	useState,
} from "react";
import { Form, type FormProps, useNavigation } from "react-router";
import { SUBMISSION_KEY_FIELD } from "#app/lib/forms/submission-key";
import { useTabDraft } from "#app/lib/forms/tab-draft";
import { useRootData } from "#app/root-data";

/** A conform form posted to its action: works without JavaScript, never submits on an IME-confirming Enter. */
/** `submissionKey`: a write's key (app/lib/forms/submission-key.ts), carried to the post and any resend. */
/** `keepInTab`: what is typed survives Back, Forward and Reload in this tab (app/lib/forms/tab-draft.ts). */
export function AppForm<Schema extends Record<string, unknown>>({
	form,
	children,
	submissionKey,
	keepInTab = false,
	...props
}: { form: FormMetadata<Schema, string[]>; children: ReactNode; submissionKey?: string; keepInTab?: boolean } & Omit<
	FormProps,
	"id" | "onSubmit"
>) {
	const ref = useRef<HTMLFormElement>(null);
	const scope = useRootData()?.draftScope ?? null;
	useTabDraft(ref, form.id, keepInTab ? scope : null);
	return (
		<Form
			ref={ref}
			method="post"
			{...getFormProps(form)}
			{...props}
			onKeyDown={preventImeEnter}
			// A resend carries the same key: a post whose answer was lost may promise no second copy.
			data-resend-safe={submissionKey ? "" : undefined}
		>
			{submissionKey ? <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} /> : null}
			{children}
		</Form>
	);
}

/** Japanese IMEs confirm a conversion with Enter; that Enter must not submit the form. */
function preventImeEnter(event: KeyboardEvent<HTMLFormElement>) {
	if (event.key === "Enter" && (event.nativeEvent.isComposing || event.keyCode === 229)) event.preventDefault();
}

/** Form-level messages (server 4xx answers): announced when they appear. */
export function FormErrors({ id, errors }: { id?: string; errors: readonly string[] | undefined }) {
	if (!errors || errors.length === 0) return null;
	return (
		<div className="form-errors" role="alert" id={id}>
			{errors.map((message) => (
				<p key={message}>{message}</p>
			))}
		</div>
	);
}

/** Messages under one field, linked to it by the field's errorId. */
export function FieldErrors({ field, extra }: { field: FieldMetadata<unknown>; extra?: readonly string[] }) {
	const messages = [...(field.errors ?? []), ...(extra ?? [])];
	if (messages.length === 0) return null;
	return (
		<div className="field__errors" id={field.errorId} role="alert">
			{messages.map((message) => (
				<p key={message}>{message}</p>
			))}
		</div>
	);
}

type TextFieldProps = {
	field: FieldMetadata<string | number | undefined | null>;
	label: string;
	hint?: ReactNode;
	type?: "text" | "email" | "password" | "tel" | "number" | "date";
	required?: boolean;
	/** Messages from a server answer that conform did not produce (e.g. another form on the page). */
	serverErrors?: readonly string[];
} & Pick<
	InputHTMLAttributes<HTMLInputElement>,
	"autoComplete" | "inputMode" | "maxLength" | "placeholder" | "className"
>;

/** The frame of every single-control field: label (with 必須), hint and errors around the wired control. */
function FieldFrame({
	field,
	label,
	hint,
	hintId,
	required,
	serverErrors,
	children,
}: {
	field: FieldMetadata<unknown>;
	label: string;
	hint?: ReactNode;
	hintId?: string;
	required?: boolean;
	serverErrors?: readonly string[];
	children: ReactNode;
}) {
	return (
		<div className="field">
			<label htmlFor={field.id} className="field__label">
				{label}
				{required ? <span className="field__required">必須</span> : null}
			</label>
			{hint ? (
				<p className="field__hint" id={hintId}>
					{hint}
				</p>
			) : null}
			{children}
			<FieldErrors field={field} extra={serverErrors} />
		</div>
	);
}

/** Marks a control invalid for server messages conform did not produce, and links them. */
function withServerErrors<P extends { "aria-invalid"?: boolean | "true" | "false"; "aria-describedby"?: string }>(
	props: P,
	field: FieldMetadata<unknown>,
	describedBy: string | undefined,
	serverErrors: readonly string[] | undefined,
): P {
	if (!serverErrors?.length) return props;
	return {
		...props,
		"aria-invalid": true,
		"aria-describedby": [describedBy, field.errorId].filter(Boolean).join(" "),
	};
}

/** Label, input, hint and errors, wired for screen readers (aria-describedby, aria-invalid). */
export function TextField({
	field,
	label,
	hint,
	type = "text",
	required,
	className,
	serverErrors,
	...input
}: TextFieldProps) {
	const hintId = hint ? `${field.id}-hint` : undefined;
	const inputProps = withServerErrors(
		getInputProps(field, { type, ariaDescribedBy: hintId }),
		field,
		hintId,
		serverErrors,
	);
	return (
		<FieldFrame field={field} label={label} hint={hint} hintId={hintId} required={required} serverErrors={serverErrors}>
			<input {...inputProps} {...input} className={className ?? "field__input"} />
		</FieldFrame>
	);
}

/** Disabled while this form is being submitted: no double submissions. */
export function SubmitButton({
	children,
	name,
	value,
	variant = "primary",
	formNoValidate,
	disabled = false,
}: {
	children: ReactNode;
	name?: string;
	value?: string;
	variant?: "primary" | "secondary";
	formNoValidate?: boolean;
	/** Not yet usable for a reason the page shows (e.g. a countdown). */
	disabled?: boolean;
}) {
	const navigation = useNavigation();
	const busy = navigation.state === "submitting" || disabled;
	return (
		<button
			type="submit"
			name={name}
			value={value}
			className={`button button--${variant}`}
			disabled={busy}
			formNoValidate={formNoValidate}
		>
			{children}
		</button>
	);
}

type TextareaFieldProps = {
	field: FieldMetadata<string | undefined | null>;
	label: string;
	hint?: ReactNode;
	required?: boolean;
	rows?: number;
	/** "n / max文字" as the member types; no maxlength, which would silently cut pasted text. */
	counter?: { max: number; count: (value: string) => number };
	serverErrors?: readonly string[];
};

/** A multi-line TextField: label, hint, optional character counter and errors, wired for screen readers. */
export function TextareaField({ field, label, hint, required, rows = 6, counter, serverErrors }: TextareaFieldProps) {
	const hintId = hint ? `${field.id}-hint` : undefined;
	const counterId = counter ? `${field.id}-counter` : undefined;
	const describedBy = [hintId, counterId].filter(Boolean).join(" ") || undefined;
	const { key, ...wired } = getTextareaProps(field, { ariaDescribedBy: describedBy });
	const textareaProps = withServerErrors(wired, field, describedBy, serverErrors);
	return (
		<FieldFrame field={field} label={label} hint={hint} hintId={hintId} required={required} serverErrors={serverErrors}>
			<CountedTextarea key={key} textarea={{ ...textareaProps, rows }} counter={counter} counterId={counterId} />
		</FieldFrame>
	);
}

/** Remounted with the field's key, so the count starts again from a value the server sent back. */
function CountedTextarea({
	textarea,
	counter,
	counterId,
}: {
	textarea: TextareaHTMLAttributes<HTMLTextAreaElement>;
	counter: TextareaFieldProps["counter"];
	counterId: string | undefined;
}) {
	const initial = typeof textarea.defaultValue === "string" ? textarea.defaultValue : "";
	const [length, setLength] = useState(() => (counter ? counter.count(initial) : 0));
	return (
		<>
			<textarea
				{...textarea}
				className="field__input field__textarea"
				onInput={counter ? (event) => setLength(counter.count(event.currentTarget.value)) : undefined}
			/>
			{counter ? (
				<p className={`field__counter${length > counter.max ? " field__counter--over" : ""}`} id={counterId}>
					{length} / {counter.max}文字
				</p>
			) : null}
		</>
	);
}

export type Choice = { value: string; label: ReactNode };

type RadioGroupFieldProps = {
	field: FieldMetadata<string | undefined | null>;
	legend: ReactNode;
	choices: readonly Choice[];
	hint?: ReactNode;
	required?: boolean;
	/** `grid`: short labels side by side (e.g. 週1日…毎日); `list`: one per row. */
	layout?: "list" | "grid";
	serverErrors?: readonly string[];
};

/** One choice of several: a fieldset with whole-row labels, errors linked to every radio so screen readers hear them. */
export function RadioGroupField({
	field,
	legend,
	choices,
	hint,
	required,
	layout = "list",
	serverErrors,
}: RadioGroupFieldProps) {
	const hintId = hint ? `${field.id}-hint` : undefined;
	const invalid = Boolean(field.errors?.length || serverErrors?.length);
	const radios = getCollectionProps(field, {
		type: "radio",
		options: choices.map((choice) => choice.value),
		ariaDescribedBy: hintId,
	});
	return (
		// The group carries the field's id: the error summary links to it.
		<fieldset className="field field--choices" id={field.id}>
			<legend className="field__label">
				{legend}
				{required ? <span className="field__required">必須</span> : null}
			</legend>
			{hint ? (
				<p className="field__hint" id={hintId}>
					{hint}
				</p>
			) : null}
			<div className={`choices choices--${layout}`}>
				{radios.map(({ key, ...radio }, index) => (
					<label key={key} htmlFor={radio.id} className="choice">
						<input
							{...radio}
							className="choice__input"
							aria-invalid={invalid || undefined}
							aria-describedby={invalid ? [hintId, field.errorId].filter(Boolean).join(" ") : hintId}
						/>
						<span className="choice__label">{choices[index]?.label}</span>
					</label>
				))}
			</div>
			<FieldErrors field={field} extra={serverErrors} />
		</fieldset>
	);
}

type SelectOption = { value: string; label: string };

/** A labelled select wired like TextField; `placeholder` adds 「選択してください」 first. */
export function SelectField({
	field,
	label,
	options,
	hint,
	required,
	serverErrors,
	placeholder,
	...select
}: {
	field: FieldMetadata<string | undefined | null>;
	label: string;
	options: readonly SelectOption[];
	hint?: ReactNode;
	required?: boolean;
	placeholder?: string;
	/** Messages from a server answer that conform did not produce. */
	serverErrors?: readonly string[];
} & Pick<SelectHTMLAttributes<HTMLSelectElement>, "autoComplete" | "className">) {
	const hintId = hint ? `${field.id}-hint` : undefined;
	const { key, ...wired } = getSelectProps(field, { ariaDescribedBy: hintId });
	const selectProps = withServerErrors(wired, field, hintId, serverErrors);
	return (
		<FieldFrame field={field} label={label} hint={hint} hintId={hintId} required={required} serverErrors={serverErrors}>
			<select key={key} {...selectProps} {...select}>
				{placeholder !== undefined ? <option value="">{placeholder}</option> : null}
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</FieldFrame>
	);
}
