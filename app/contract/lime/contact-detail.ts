import * as z from "zod";
import { errorResponseSchema } from "../common";
import { defineCall } from "../define";
import { addressTypeSchema, phoneTypeSchema } from "../enums";

const newContactDetailSchema = z.object({
	/** The address on file, shown above the form; null when none. */
	email: z.string().nullable(),
	/** Whether prefecture, city and street must be filled in. */
	addressRequired: z.boolean(),
});
export type NewContactDetail = z.output<typeof newContactDetailSchema>;

export const getNewContactDetail = defineCall({
	api: "lime",
	method: "GET",
	path: "/contact_detail/new",
	auth: "bearer",
	response: newContactDetailSchema,
	successStatus: 200,
});

/** The create payload (docs/contract.md); digits, lengths and existence are the server's to judge (422). */
export const createContactDetailSchema = z.object({
	addressType: addressTypeSchema,
	postalCodeFirst: z.string(),
	postalCodeSecond: z.string(),
	prefecture: z.string().optional(),
	city: z.string().optional(),
	street: z.string().optional(),
	building: z.string().optional(),
	phoneType: phoneTypeSchema,
	phoneNumber: z.string(),
});
export type CreateContactDetailPayload = z.input<typeof createContactDetailSchema>;

/**
 * The phone numbers the API accepts, its hyphens left out (docs/contract.md "Contact details"):
 * any number is 0 and 9 or 10 more digits; a `mobile` one is 11 digits starting 070, 080 or 090.
 */
export const PHONE_NUMBER_DIGITS = /^0\d{9,10}$/;
export const MOBILE_NUMBER_DIGITS = /^0[789]0\d{8}$/;

export const CONTACT_DETAIL_FIELDS = [
	"postalCodeType",
	"postalCodeFirst",
	"postalCodeSecond",
	"addressType",
	"prefecture",
	"city",
	"street",
	"building",
	"phoneType",
	"phoneNumber",
] as const;
export type ContactDetailField = (typeof CONTACT_DETAIL_FIELDS)[number];

const fieldMessages = z.array(z.string()).optional();

/** The 422 of create and confirm: messages per field; `postalCodeType` concerns the code as a whole. */
export const contactDetailValidationErrorSchema = errorResponseSchema.extend(
	Object.fromEntries(CONTACT_DETAIL_FIELDS.map((field) => [field, fieldMessages])) as Record<
		ContactDetailField,
		typeof fieldMessages
	>,
);

/** Validates without saving, for the confirmation screen. */
export const confirmContactDetail = defineCall({
	api: "lime",
	method: "POST",
	path: "/contact_detail/confirm",
	auth: "bearer",
	body: createContactDetailSchema,
	validationError: contactDetailValidationErrorSchema,
	successStatus: 204,
});

export const createContactDetail = defineCall({
	api: "lime",
	method: "POST",
	path: "/contact_detail",
	auth: "bearer",
	body: createContactDetailSchema,
	validationError: contactDetailValidationErrorSchema,
	successStatus: 204,
});
