import { type DigitFormat, normalizeWidth, typedDigits } from "#app/lib/japanese/input";

const POSTAL_FORMAT: DigitFormat = { separators: true, prefix: "〒" };

/** A postal code as typed: 1000001, 100-0001, １００－０００１, 〒100 0001 → "1000001"; null if not 7 digits. */
export function parsePostalCode(value: string): string | null {
	const digits = typedDigits(value, POSTAL_FORMAT);
	return digits !== null && /^\d{7}$/.test(digits) ? digits : null;
}

/** 「100-0001」 */
export function formatPostalCode(code: string): string {
	return `${code.slice(0, 3)}-${code.slice(3)}`;
}

/** Which box of the two the member typed into last (the browser knows; a posted form does not). */
export type PostalPart = "first" | "second";

/**
 * The two postal-code parts of the form. A whole code typed or pasted into either box
 * (「1000001」「100-0001」「〒100-0001」, full width too) becomes both parts, replacing what the
 * other box held: a member who retypes the code means the new one. When both boxes hold a whole
 * code, the one typed last wins (`edited`); posted without JavaScript, two different whole codes are
 * left as they are for the form to refuse. Otherwise each part typed as digits is reduced to them,
 * and anything else is left as typed (width-normalised) for the form to refuse.
 */
export function splitPostalCode(
	first: string | undefined,
	second: string | undefined,
	edited?: PostalPart,
): { first: string; second: string } {
	const part = (value = "") => typedDigits(value, POSTAL_FORMAT) ?? normalizeWidth(value);
	const firstDigits = part(first);
	const secondDigits = part(second);
	const whole = (digits: string) => /^\d{7}$/.test(digits);
	const split = (digits: string) => ({ first: digits.slice(0, 3), second: digits.slice(3) });
	if (whole(firstDigits) && whole(secondDigits)) {
		if (edited) return split(edited === "first" ? firstDigits : secondDigits);
		return firstDigits === secondDigits ? split(firstDigits) : { first: firstDigits, second: secondDigits };
	}
	if (whole(firstDigits)) return split(firstDigits);
	if (whole(secondDigits)) return split(secondDigits);
	return { first: firstDigits, second: secondDigits };
}

/** Two different whole codes, one in each box (posted without JavaScript): the member must say which. */
export function hasTwoPostalCodes(parts: { first: string; second: string }): boolean {
	return /^\d{7}$/.test(parts.first) && /^\d{7}$/.test(parts.second);
}

/** The whole code when both parts are complete (3 + 4 digits). */
export function postalCodeOfParts(first: string | undefined, second: string | undefined): string | null {
	const parts = splitPostalCode(first, second);
	return /^\d{3}$/.test(parts.first) && /^\d{4}$/.test(parts.second) ? `${parts.first}${parts.second}` : null;
}

/** One address a postal code stands for (Japan Post's town level). */
export type PostalAddress = { prefecture: string; city: string; town: string };

/** What GET /api/postal_codes/:code answers. */
export type PostalLookupResult = { code: string; addresses: PostalAddress[] };

/** Same-origin lookup route (./routes/postal-codes.ts). */
export function postalLookupPath(code: string): string {
	return `/api/postal_codes/${code}`;
}
