import { describe, expect, it } from "vitest";
import { maskEmail, maskPhoneNumber } from "../../app/features/two-factor/pin-destination";

describe("masked two-factor destinations", () => {
	it("keeps the first three and last four digits of a phone number", () => {
		expect(maskPhoneNumber("09012345678")).toBe("090-****-5678");
		expect(maskPhoneNumber("０９０－１２３４－５６７８")).toBe("090-****-5678");
		expect(maskPhoneNumber("123")).toBe("****");
	});
	it("keeps the first character and the domain of an address", () => {
		expect(maskEmail("taro.yamada@example.jp")).toBe("t***@example.jp");
		expect(maskEmail("@example.jp")).toBe("***");
		expect(maskEmail("no-at-sign")).toBe("***");
	});
});
