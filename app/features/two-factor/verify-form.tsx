import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { AppForm, SubmitButton, TextField } from "#app/components/form";
import { ErrorSummary, FormPageTitle, useAppForm } from "#app/components/form-kit";
import { TRUST } from "#app/session/trust-wording";
import { pinCodeFormSchema } from "./schema";
import { triesLeftMessage } from "./tries";

/** The code form; mounted afresh for each code sent, so a resend clears a stale error and the typed code. */
export function VerifyForm({
	result,
	focus,
}: {
	result: SubmissionResult<string[]> | undefined;
	/** A new code just came: the field takes focus, ready for it. */
	focus: boolean;
}) {
	const [form, fields] = useAppForm({ id: "two-factor", schema: pinCodeFormSchema, lastResult: result });
	const fieldId = fields.pinCode.id;
	useEffect(() => {
		if (focus) document.getElementById(fieldId)?.focus();
	}, [focus, fieldId]);
	return (
		<>
			<FormPageTitle form={form}>二段階認証</FormPageTitle>
			<AppForm form={form} className="form card" noValidate>
				<ErrorSummary form={form} />
				<TextField
					field={fields.pinCode}
					label="認証コード"
					hint={`半角・全角どちらの数字でも入力できます。${triesLeftMessage(null)}`}
					inputMode="numeric"
					autoComplete="one-time-code"
					maxLength={12}
					required
				/>
				<div className="field">
					<label className="checkbox-field">
						<input
							type="checkbox"
							name={fields.trustBrowser.name}
							value="on"
							defaultChecked={fields.trustBrowser.initialValue === "on"}
							aria-describedby={`${fields.trustBrowser.id}-hint`}
						/>
						{TRUST.label}
					</label>
					<p className="field__hint" id={`${fields.trustBrowser.id}-hint`}>
						{TRUST.hint}
					</p>
				</div>
				<div className="form-actions">
					<SubmitButton name="intent" value="verify">
						認証する
					</SubmitButton>
				</div>
			</AppForm>
		</>
	);
}
