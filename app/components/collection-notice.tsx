import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { type PrivacySection, privacyPath } from "#app/lib/urls/paths";
import { FieldErrors } from "./form";

/** The words of the link to the policy: it opens beside the form, so nothing typed is lost. */
const PRIVACY_LINK_TEXT = "個人情報の取扱い";

/**
 * Every form that collects personal data, beside its submit button: what the data is used for, with the
 * policy's section on it, and, where consent is asked (decision 171), an unticked box whose message stands
 * next to it. One component, so that no form says it differently (tests/e2e/collection-notices.spec.ts).
 */
export function CollectionNotice({
	purpose,
	section,
	consent,
}: {
	/** One sentence: what this form's data is used for. */
	purpose: string;
	section: PrivacySection;
	consent?: { field: FieldMetadata<string | undefined>; label: string };
}) {
	return (
		<div className="collection-notice">
			<p className="collection-notice__purpose">
				{purpose}詳しくは
				<a href={privacyPath(section)} target="_blank" rel="noopener">
					{PRIVACY_LINK_TEXT}（新しいタブで開きます）
				</a>
				をご覧ください。
			</p>
			{consent ? (
				<div className="field consent-field">
					<label className="checkbox-field">
						<input {...getInputProps(consent.field, { type: "checkbox", value: "on" })} />
						{consent.label}
						<span className="field__required">必須</span>
					</label>
					<FieldErrors field={consent.field} />
				</div>
			) : null}
		</div>
	);
}
