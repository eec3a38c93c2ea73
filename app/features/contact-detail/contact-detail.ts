import type { ContactDetailField, CreateContactDetailPayload } from "#app/contract/lime/contact-detail";
import type { PostalAddress } from "./postal-code";

/** The form's values (strings, as posted) of a contact-detail payload: the draft shown again for correction. */
export type ContactDetailValues = Partial<Record<keyof CreateContactDetailPayload, string>>;

type CheckedForm = {
	addressType: CreateContactDetailPayload["addressType"];
	postalCodeFirst: string;
	postalCodeSecond: string;
	prefecture?: string | undefined;
	city?: string | undefined;
	street?: string | undefined;
	building?: string | undefined;
	phoneType: CreateContactDetailPayload["phoneType"];
	phoneNumber: string;
};

/** The create payload from a checked form (docs/contract.md); empty optional lines are left out, not sent empty. */
export function contactDetailPayloadOf(form: CheckedForm): CreateContactDetailPayload {
	const optional = (value: string | undefined) => (value ? value : undefined);
	const payload: CreateContactDetailPayload = {
		addressType: form.addressType,
		postalCodeFirst: form.postalCodeFirst,
		postalCodeSecond: form.postalCodeSecond,
		prefecture: optional(form.prefecture),
		city: optional(form.city),
		street: optional(form.street),
		building: optional(form.building),
		phoneType: form.phoneType,
		phoneNumber: form.phoneNumber,
	};
	return Object.fromEntries(
		Object.entries(payload).filter(([, value]) => value !== undefined),
	) as CreateContactDetailPayload;
}

export function contactDetailValuesOf(payload: CreateContactDetailPayload): ContactDetailValues {
	return Object.fromEntries(
		Object.entries(payload).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
	);
}

/** The form fields, in the order the page shows them (the error summary lists them so); the lime API's per-field messages belong to these, `postalCodeType` is the postal code as a whole. */
export const CONTACT_FORM_FIELDS = [
	"addressType",
	"postalCodeFirst",
	"postalCodeSecond",
	"prefecture",
	"city",
	"street",
	"building",
	"phoneType",
	"phoneNumber",
] as const satisfies readonly ContactDetailField[];

/** Server messages per field for conform, keeping only the fields docs/contract.md names. */
export function contactFieldErrors(fieldErrors: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
	const known: readonly string[] = [...CONTACT_FORM_FIELDS, "postalCodeType"];
	return Object.fromEntries(
		Object.entries(fieldErrors)
			.filter(([field, messages]) => known.includes(field) && messages.length > 0)
			.map(([field, messages]) => [field, [...messages]]),
	);
}

/** Fills the address from a postal-code match; the town goes in unless the field already starts with it. */
export function fillAddress<T extends { street?: string }>(
	values: T,
	address: PostalAddress,
): T & { prefecture: string; city: string; street: string } {
	const street = values.street ?? "";
	const keepStreet = address.town === "" || (street !== "" && street.startsWith(address.town));
	return {
		...values,
		prefecture: address.prefecture,
		city: address.city,
		street: keepStreet ? street : address.town,
	};
}

/** 「東京都千代田区丸の内」 */
export function addressLabel(address: PostalAddress): string {
	return `${address.prefecture}${address.city}${address.town}`;
}
