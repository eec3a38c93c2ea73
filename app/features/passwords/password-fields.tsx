import { type FieldMetadata, getInputProps, type SubmissionResult } from "@conform-to/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { CollectionNotice } from "#app/components/collection-notice";
import { AppForm, FieldErrors, SubmitButton, TextField } from "#app/components/form";
import { ErrorSummary, FormDraftNotice, FormPageTitle, useAppForm } from "#app/components/form-kit";
import { useHydrated } from "#app/components/use-hydrated";
import { PASSWORD_RULE_TEXTS, type PasswordRule, passwordRuleStates } from "#app/contract/orange/password-rules";
import type { FormDraftView } from "#app/lib/forms/form-draft";
import { changePasswordFormSchema, passwordMailRequestSchema, setPasswordFormSchema } from "./schema";

/** The password rules, shown before typing (docs/decisions/010-password-rules.md), ticked off live with the same text. */
function PasswordRules({ value }: { value?: string }) {
	const states = value ? passwordRuleStates(value) : null;
	return (
		<>
			<span className="password-rules__intro">次の条件をすべて満たしてください。</span>
			<ul className="password-rules">
				{(Object.keys(PASSWORD_RULE_TEXTS) as PasswordRule[]).map((rule) => {
					const met = states?.[rule];
					return (
						<li key={rule} className={met === undefined ? undefined : met ? "is-met" : "is-unmet"}>
							<span className="password-rules__mark" aria-hidden="true" />
							{PASSWORD_RULE_TEXTS[rule]}
							{met ? <span className="password-rules__state">（満たしています）</span> : null}
						</li>
					);
				})}
			</ul>
		</>
	);
}

type PasswordFieldProps = {
	field: FieldMetadata<string | undefined>;
	label: string;
	autoComplete: "current-password" | "new-password";
	/** Block content (the rule list) is allowed here, unlike TextField's one-paragraph hint. */
	hint?: ReactNode;
	visible?: boolean;
};

/** A required password input with its label, hint and errors wired for screen readers. */
function PasswordField({ field, label, autoComplete, hint, visible = false }: PasswordFieldProps) {
	const hintId = hint ? `${field.id}-hint` : undefined;
	const { key, ...inputProps } = getInputProps(field, { type: visible ? "text" : "password", ariaDescribedBy: hintId });
	return (
		<div className="field">
			<label htmlFor={field.id} className="field__label">
				{label}
				<span className="field__required">必須</span>
			</label>
			{hint ? (
				<div className="field__hint" id={hintId}>
					{hint}
				</div>
			) : null}
			<input
				key={key}
				{...inputProps}
				autoComplete={autoComplete}
				autoCapitalize="none"
				autoCorrect="off"
				spellCheck={false}
				className="field__input password-input"
			/>
			<FieldErrors field={field} />
		</div>
	);
}

/** "Show the passwords"; it needs JavaScript, so without it the box is not offered. */
function ShowPasswords({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
	const hydrated = useHydrated();
	if (!hydrated) return null;
	return (
		<label className="show-passwords">
			<input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
			パスワードを表示する
		</label>
	);
}

/** New password plus confirmation, the part every set/change form shares. */
function NewPasswordFields({
	password,
	passwordConfirmation,
	visible,
}: {
	password: FieldMetadata<string | undefined>;
	passwordConfirmation: FieldMetadata<string | undefined>;
	visible: boolean;
}) {
	return (
		<>
			<PasswordField
				field={password}
				label="新しいパスワード"
				autoComplete="new-password"
				hint={<PasswordRules value={password.value} />}
				visible={visible}
			/>
			<PasswordField
				field={passwordConfirmation}
				label="新しいパスワード（確認）"
				autoComplete="new-password"
				hint="確認のため、同じパスワードをもう一度入力してください。"
				visible={visible}
			/>
		</>
	);
}

/** The e-mail form of the reset request (POST /reset_passwords); its answer never says who is a member. */
export function PasswordMailForm({
	id,
	lastResult,
	submitLabel,
	title,
}: {
	id: string;
	lastResult: SubmissionResult<string[]> | null | undefined;
	submitLabel: string;
	/** The page's title: the form prefixes it while errors stand. */
	title: string;
}) {
	const [form, fields] = useAppForm({ id, schema: passwordMailRequestSchema, lastResult, checkOn: "submit" });
	return (
		<AppForm form={form} className="form card" noValidate>
			<FormPageTitle form={form}>{title}</FormPageTitle>
			<ErrorSummary form={form} />
			<TextField
				field={fields.email}
				label="ご登録のメールアドレス"
				hint="例：taro@example.jp"
				type="email"
				autoComplete="email"
				inputMode="email"
				required
			/>
			<CollectionNotice
				purpose="ご入力のメールアドレスは、手続きのご案内をお送りするためだけに利用します。"
				section="account"
			/>
			<div className="form-actions">
				<SubmitButton>{submitLabel}</SubmitButton>
			</div>
		</AppForm>
	);
}

/** The neutral answer to a mail request: the same for every address. */
export function PasswordMailSent({ retryPath, children }: { retryPath: string; children?: ReactNode }) {
	const heading = useRef<HTMLHeadingElement>(null);
	// The form the member sent is gone: take focus to what replaced it.
	useEffect(() => heading.current?.focus(), []);
	return (
		<section className="card password-notice" aria-labelledby="password-mail-sent">
			<h2 id="password-mail-sent" ref={heading} tabIndex={-1}>
				メールを送信しました
			</h2>
			<p>
				入力されたメールアドレスがご登録のものであれば、手続きのご案内をお送りしました。メールに記載されたURLを開いて、手続きを進めてください。
			</p>
			{children}
			<ul className="password-help">
				<li>メールが届かない場合は、迷惑メールフォルダや受信拒否の設定をご確認ください。</li>
				<li>しばらく待っても届かないときは、メールアドレスに誤りがないか確かめて、もう一度お試しください。</li>
			</ul>
			<p>
				<Link to={retryPath}>メールアドレスを入力し直す</Link>
			</p>
		</section>
	);
}

type PasswordFormProps = {
	id: string;
	lastResult: SubmissionResult<string[]> | undefined;
	/** The page's title: the form prefixes it while errors stand. */
	title: string;
	/** A post turned away to sign in again: the passwords themselves are never kept, the notice says so. */
	draft?: FormDraftView | null;
};

/** The password forms: update and forced change ask for the current password too, activation and reset do not. */
function PasswordForm({
	id,
	lastResult,
	title,
	askCurrent,
	submitLabel,
	beside,
	notice,
	draft,
}: PasswordFormProps & { askCurrent: boolean; submitLabel: string; beside?: ReactNode; notice?: ReactNode }) {
	const schema = askCurrent ? changePasswordFormSchema : setPasswordFormSchema;
	const [visible, setVisible] = useState(false);
	const [form, fields] = useAppForm({
		id,
		// The set schema is the change schema without the current password: its fields are a subset, read the same way.
		schema: schema as typeof changePasswordFormSchema,
		lastResult,
		draft,
		// Not on blur: the messages a blur adds push the submit button down between the press and the release
		// of the click that caused the blur, and that click is lost. The rule checklist gives live feedback instead.
		checkOn: "submit",
	});
	return (
		<AppForm form={form} className="form card" noValidate>
			<FormPageTitle form={form}>{title}</FormPageTitle>
			<FormDraftNotice draft={draft} />
			<ErrorSummary form={form} />
			{askCurrent ? (
				<PasswordField
					field={fields.currentPassword}
					label="現在のパスワード"
					autoComplete="current-password"
					visible={visible}
				/>
			) : null}
			<NewPasswordFields
				password={fields.password}
				passwordConfirmation={fields.passwordConfirmation}
				visible={visible}
			/>
			<ShowPasswords checked={visible} onChange={setVisible} />
			{notice}
			<div className="form-actions">
				<SubmitButton>{submitLabel}</SubmitButton>
				{beside}
			</div>
		</AppForm>
	);
}

/** Update and forced change: they differ only in id and what sits beside the button. */
export function ChangePasswordForm(props: PasswordFormProps & { beside?: ReactNode }) {
	return <PasswordForm {...props} askCurrent submitLabel="パスワードを変更する" />;
}

/** Activation and reset, with a token from a mail: they differ only in id and the button's words. */
export function SetPasswordForm(props: PasswordFormProps & { submitLabel: string; notice?: ReactNode }) {
	return <PasswordForm {...props} askCurrent={false} />;
}

/** 「ログイン画面へ進む」 once a password is set: /login leaves for the sign-in page, a document navigation. */
export function SignInNextLink() {
	return (
		<p>
			<Link to="/login" className="button button--primary" reloadDocument>
				ログイン画面へ進む
			</Link>
		</p>
	);
}
