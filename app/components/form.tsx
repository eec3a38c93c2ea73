import { type FieldMetadata, type FormMetadata, getFormProps, getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes, KeyboardEvent, ReactNode } from "react";
import { Form, type FormProps, useNavigation } from "react-router";

/**
 * A conform form posted to its route's action: works without JavaScript, and
 * with it never submits on the Enter that confirms an IME conversion.
 */
export function AppForm<Schema extends Record<string, unknown>>({
	form,
	children,
	...props
}: { form: FormMetadata<Schema, string[]>; children: ReactNode } & Omit<FormProps, "id" | "onSubmit">) {
	return (
		<Form method="post" {...getFormProps(form)} {...props} onKeyDown={preventImeEnter}>
			{children}
		</Form>
	);
}

/** Japanese IMEs confirm a conversion with Enter; that Enter must not submit the form. */
export function preventImeEnter(event: KeyboardEvent<HTMLFormElement>) {
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
	const inputProps = getInputProps(field, { type, ariaDescribedBy: hintId });
	if (serverErrors?.length) {
		inputProps["aria-invalid"] = true;
		inputProps["aria-describedby"] = [hintId, field.errorId].filter(Boolean).join(" ");
	}
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
			<input {...inputProps} {...input} className={className ?? "field__input"} />
			<FieldErrors field={field} extra={serverErrors} />
		</div>
	);
}

/** Disabled while this form is being submitted: no double submissions. */
export function SubmitButton({
	children,
	name,
	value,
	variant = "primary",
	formNoValidate,
}: {
	children: ReactNode;
	name?: string;
	value?: string;
	variant?: "primary" | "secondary";
	formNoValidate?: boolean;
}) {
	const navigation = useNavigation();
	const busy = navigation.state === "submitting";
	return (
		<button
			type="submit"
			name={name}
			value={value}
			className={`button button--${variant}`}
			disabled={busy}
			aria-disabled={busy}
			formNoValidate={formNoValidate}
		>
			{children}
		</button>
	);
}
