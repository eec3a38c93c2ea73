import { describe, expect, it } from "vitest";
import { formatPhoneNumber } from "#app/lib/japanese/phone-number";

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

	it("shows anything else as given", () => {
		expect(formatPhoneNumber("+81-3-1234-5678")).toBe("+81-3-1234-5678");
		expect(formatPhoneNumber("12345")).toBe("12345");
		expect(formatPhoneNumber("0912345678901")).toBe("0912345678901");
	});
});
