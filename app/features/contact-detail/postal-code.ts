import { type DigitFormat, normalizeWidth, typedDigits } from "#app/lib/japanese-input";

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

/** The two postal-code parts: a whole code in the first is split; anything but digits is left to be refused. */
export function splitPostalCode(
	first: string | undefined,
	second: string | undefined,
): { first: string; second: string } {
	const part = (value = "") => typedDigits(value, POSTAL_FORMAT) ?? normalizeWidth(value);
	const firstDigits = part(first);
	const secondDigits = part(second);
	if (/^\d{7}$/.test(firstDigits) && secondDigits === "") {
		return { first: firstDigits.slice(0, 3), second: firstDigits.slice(3) };
	}
	return { first: firstDigits, second: secondDigits };
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
