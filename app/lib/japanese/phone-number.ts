import { AREA_CODES, SERVICE_NUMBERS, UNGROUPED } from "./area-codes.generated";

/*
 * Japanese phone numbers as members write them, from the digits the API keeps. The subscriber part
 * is always the last four digits; what varies is where the area code ends, which the national table
 * says (./area-codes.generated.ts, docs/decisions/121-area-codes.md).
 */

/** Mobile, PHS-era and IP numbers of 11 digits: 090-1234-5678. */
const ELEVEN_DIGIT_SERVICES = /^0[2-9]0\d{8}$/;

const leading = (alternatives: string) => new RegExp(`^(?:${alternatives})`);
const AREA_CODE_LENGTHS = Object.entries(AREA_CODES).map(([length, alternatives]) => ({
	length: Number(length),
	pattern: leading(alternatives),
}));
const SERVICE = leading(SERVICE_NUMBERS);
const NO_GROUPING = leading(UNGROUPED);

/**
 * `09012345678` → `090-1234-5678`, `0312345678` → `03-1234-5678`, `0451234567` → `045-123-4567`.
 * Already written with separators (any width), it keeps the member's own grouping with ASCII
 * hyphens; anything that is not a Japanese number is shown as given.
 */
export function formatPhoneNumber(value: string): string {
	const normalized = value.normalize("NFKC").trim();
	if (/^\d+([-‐－ー−\s]\d+)+$/.test(normalized)) return normalized.replace(/[-‐－ー−\s]+/g, "-");
	const digits = normalized;
	if (!/^0\d{9,10}$/.test(digits)) return value;
	if (digits.length === 11) {
		// Free dial 0800 first: its prefix also reads as 080.
		if (digits.startsWith("0800")) return `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
		if (ELEVEN_DIGIT_SERVICES.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
		return value;
	}
	if (SERVICE.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
	if (NO_GROUPING.test(digits)) return value;
	// Area code and local exchange together are six digits; the last four are the subscriber's.
	const areaLength = AREA_CODE_LENGTHS.find(({ pattern }) => pattern.test(digits))?.length ?? 4;
	return `${digits.slice(0, areaLength)}-${digits.slice(areaLength, 6)}-${digits.slice(6)}`;
}
