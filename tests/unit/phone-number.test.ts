import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatPhoneNumber } from "#app/lib/japanese/phone-number";
import { libphonenumberGrouping, renderAreaCodes } from "../../scripts/area-codes";

describe("phone numbers as members write them", () => {
	it.each([
		["09012345678", "090-1234-5678"],
		["07011112222", "070-1111-2222"],
		["05012345678", "050-1234-5678"],
		["0312345678", "03-1234-5678"],
		["0612345678", "06-1234-5678"],
		["0456789012", "045-678-9012"],
		["0112345678", "011-234-5678"],
		["0126723456", "01267-2-3456"],
		["0422512345", "0422-51-2345"],
		["0423123456", "042-312-3456"],
		["0429234567", "04-2923-4567"],
		["0471234567", "04-7123-4567"],
		["0476123456", "0476-12-3456"],
		["0521234567", "052-123-4567"],
		["0992123456", "099-212-3456"],
		["0990123456", "0990-123-456"],
		["0120123456", "0120-123-456"],
		["0570123456", "0570-123-456"],
		["08001234567", "0800-123-4567"],
	])("%s → %s", (digits, written) => {
		expect(formatPhoneNumber(digits)).toBe(written);
	});

	it("keeps the member's own grouping when it came with separators, hyphens made plain", () => {
		expect(formatPhoneNumber("0422-12-3456")).toBe("0422-12-3456");
		expect(formatPhoneNumber("０４２２－１２－３４５６")).toBe("0422-12-3456");
		expect(formatPhoneNumber("03 1234 5678")).toBe("03-1234-5678");
	});

	it("groups every 10-digit number as libphonenumber's metadata for Japan does", () => {
		const differing: string[] = [];
		// Other last four digits than the table was written with: the first six alone decide.
		for (let rest = 10_000; rest < 100_000; rest++) {
			const digits = `0${rest}${String(rest % 10_000).padStart(4, "0")}`;
			const grouping = libphonenumberGrouping(digits);
			const written = formatPhoneNumber(digits);
			const expected =
				grouping === "none"
					? digits
					: grouping === "service"
						? `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`
						: `${digits.slice(0, grouping)}-${digits.slice(grouping, 6)}-${digits.slice(6)}`;
			if (written !== expected) differing.push(`${digits}: ${written}, not ${expected}`);
		}
		expect(differing).toEqual([]);
	});

	it("keeps the committed table as scripts/area-codes.ts writes it from the installed metadata", () => {
		const committed = readFileSync(new URL("../../app/lib/japanese/area-codes.generated.ts", import.meta.url), "utf8");
		expect(committed).toBe(renderAreaCodes());
	});

	it("shows anything else as given", () => {
		expect(formatPhoneNumber("+81-3-1234-5678")).toBe("+81-3-1234-5678");
		expect(formatPhoneNumber("12345")).toBe("12345");
		expect(formatPhoneNumber("0912345678901")).toBe("0912345678901");
		// 020 and 010 begin no 10-digit number of an area or a service.
		expect(formatPhoneNumber("0201234567")).toBe("0201234567");
		expect(formatPhoneNumber("0101234567")).toBe("0101234567");
	});
});
