import { describe, expect, it } from "vitest";
import { publicContactFormSchema } from "#app/features/contact/schema";
import { CONTACT_FORM_FIELDS } from "#app/features/contact-detail/contact-detail";
import {
	contactDetailFormSchema,
	emailChangeFormSchema,
	limeAuthFormSchema,
} from "#app/features/contact-detail/schema";
import { changePasswordFormSchema, setPasswordFormSchema } from "#app/features/passwords/schema";
import { pinCodeFormSchema } from "#app/features/two-factor/schema";
import { schemaFieldNames } from "#app/lib/forms/form.server";

describe("schemaFieldNames", () => {
	it("finds the fields through pipes, preprocessors and refinements", () => {
		expect(schemaFieldNames(contactDetailFormSchema(true))).toEqual([...CONTACT_FORM_FIELDS]);
		expect(schemaFieldNames(limeAuthFormSchema)).toContain("birthDate");
		expect(schemaFieldNames(emailChangeFormSchema)).toEqual(["email", "emailConfirmation"]);
		expect(schemaFieldNames(changePasswordFormSchema)).toEqual(["currentPassword", "password", "passwordConfirmation"]);
		expect(schemaFieldNames(setPasswordFormSchema)).toEqual(["password", "passwordConfirmation"]);
		expect(schemaFieldNames(pinCodeFormSchema)).toEqual(["pinCode", "trustBrowser"]);
		expect(schemaFieldNames(publicContactFormSchema)).toEqual(
			expect.arrayContaining(["subject", "body", "name", "nameKana", "email", "kigou", "number", "birthDate"]),
		);
	});
});
