/*
 * Japanese phone numbers as members write them, from the digits the API keeps. The subscriber part
 * is always the last four digits; what varies is where the area code ends.
 */

/** Area codes of two digits (Tokyo, Osaka): 03-1234-5678. */
const TWO_DIGIT_AREAS = ["03", "06"];

/** Area codes of five digits (small towns): 01267-2-3456. */
const FIVE_DIGIT_AREAS = [
	"01267",
	"01372",
	"01374",
	"01377",
	"01392",
	"01397",
	"01398",
	"01456",
	"01457",
	"01466",
	"01547",
	"01558",
	"01564",
	"01586",
	"01587",
	"01632",
	"01634",
	"01635",
	"01648",
	"01654",
	"01655",
	"01656",
	"01658",
	"04992",
	"04994",
	"04996",
	"04998",
	"05769",
	"05979",
	"07468",
	"08387",
	"08388",
	"08396",
	"08477",
	"08512",
	"08514",
	"09496",
	"09802",
	"09912",
	"09913",
	"09969",
];

/** Mobile, PHS-era and IP numbers of 11 digits: 090-1234-5678. */
const ELEVEN_DIGIT_SERVICES = /^0[2-9]0\d{8}$/;

/** Numbers with a four-digit service prefix: 0120-123-456, 0570-123-456, 0800-123-4567. */
const SERVICE_PREFIXES = ["0120", "0570", "0800", "0990"];

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
	const service = SERVICE_PREFIXES.find((prefix) => digits.startsWith(prefix));
	if (service) return `${service}-${digits.slice(4, 7)}-${digits.slice(7)}`;
	// Area code and local exchange together are six digits; the last four are the subscriber's.
	const areaLength = TWO_DIGIT_AREAS.some((area) => digits.startsWith(area))
		? 2
		: FIVE_DIGIT_AREAS.some((area) => digits.startsWith(area))
			? 5
			: 3;
	return `${digits.slice(0, areaLength)}-${digits.slice(areaLength, 6)}-${digits.slice(6)}`;
}
