import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
	contactDetailPayloadOf,
	contactDetailValuesOf,
	contactFieldErrors,
} from "#app/features/contact-detail/contact-detail";
import {
	contactDetailFormSchema,
	emailChangeFormSchema,
	limeAuthFormSchema,
	PHONE_MESSAGES,
	TWO_POSTAL_CODES_MESSAGE,
} from "#app/features/contact-detail/schema";
import { DEMO_LIME_IDENTITY_FORM } from "../fixtures/lime";

function form(values: Record<string, string>): FormData {
	const data = new FormData();
	for (const [name, value] of Object.entries(values)) data.append(name, value);
	return data;
}

function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
	return submission.error ?? {};
}

const IDENTITY = DEMO_LIME_IDENTITY_FORM;

describe("identity form (/auth)", () => {
	it("normalises what members type: hiragana and half-width kana, full-width digits", () => {
		const submission = parseWithZod(
			form({
				...IDENTITY,
				"birthDate.year": "１９８０",
				nameKana: " やまだ　ﾀﾛｳ ",
				kigou: "１２３４",
				number: "５６７８",
			}),
			{ schema: limeAuthFormSchema },
		);
		expect(submission.status).toBe("success");
		if (submission.status !== "success") return;
		expect(submission.value).toMatchObject({ nameKana: "ヤマダ\u3000タロウ", kigou: "1234", number: "5678" });
		expect(submission.value.birthDate).toBe("1980-04-01");
	});

	it("treats blanks as missing, with the field's own message", () => {
		const submission = parseWithZod(
			form({ ...IDENTITY, "birthDate.year": "　", nameKana: "　", kigou: " ", number: "" }),
			{
				schema: limeAuthFormSchema,
			},
		);
		expect(errorsOf(submission)).toMatchObject({
			birthDate: ["生年月日の年を入力してください"],
			nameKana: ["氏名（フリガナ）を入力してください"],
			kigou: ["記号を入力してください"],
			number: ["番号を入力してください"],
		});
	});

	it("refuses a name that is not kana, and says what is missing", () => {
		const submission = parseWithZod(form({ ...IDENTITY, nameKana: "Yamada", kigou: "" }), {
			schema: limeAuthFormSchema,
		});
		expect(errorsOf(submission)).toMatchObject({
			nameKana: ["氏名（フリガナ）はカタカナかひらがなで入力してください"],
			kigou: ["記号を入力してください"],
		});
	});

	it("refuses impossible, too old and future dates with one message for the date", () => {
		const at = (values: Partial<Record<keyof typeof IDENTITY, string>>) =>
			errorsOf(parseWithZod(form({ ...IDENTITY, ...values }), { schema: limeAuthFormSchema }));
		expect(at({ "birthDate.month": "2", "birthDate.day": "30" })).toEqual({
			birthDate: ["1980年2月は29日までです"],
		});
		expect(at({ "birthDate.year": "1899" })).toEqual({ birthDate: ["生年月日は1900年以降の日付を入力してください"] });
		expect(at({ "birthDate.year": "2999" })).toEqual({ birthDate: ["生年月日に未来の日付は入力できません"] });
		expect(at({ "birthDate.year": "80" })).toEqual({
			birthDate: ["西暦の年は4桁の数字で入力してください（例：1980）"],
		});
		expect(at({ "birthDate.month": "", "birthDate.day": "" })).toEqual({
			birthDate: ["生年月日の月・日を入力してください"],
		});
	});

	it("reads the date in an era: the API gets the western date", () => {
		const submission = parseWithZod(
			form({
				...IDENTITY,
				"birthDate.era": "showa",
				"birthDate.year": "55",
				"birthDate.month": "04",
				"birthDate.day": "01",
			}),
			{ schema: limeAuthFormSchema },
		);
		expect(submission.status).toBe("success");
		if (submission.status === "success") expect(submission.value.birthDate).toBe("1980-04-01");
	});
});

const CONTACT = {
	addressType: "home",
	postalCodeFirst: "100",
	postalCodeSecond: "0005",
	prefecture: "東京都",
	city: "千代田区",
	street: "丸の内１－１－１",
	building: "",
	phoneType: "home",
	phoneNumber: "03-1234-5678",
};

describe("contact-detail form (/input)", () => {
	it("normalises (NFKC, digits) and builds the payload without empty lines (docs/contract.md)", () => {
		const submission = parseWithZod(form(CONTACT), { schema: contactDetailFormSchema(true) });
		expect(submission.status).toBe("success");
		if (submission.status !== "success") return;
		expect(contactDetailPayloadOf(submission.value)).toEqual({
			addressType: "home",
			postalCodeFirst: "100",
			postalCodeSecond: "0005",
			prefecture: "東京都",
			city: "千代田区",
			street: "丸の内1-1-1",
			phoneType: "home",
			phoneNumber: "0312345678",
		});
	});

	it.each(["1000005", "100-0005", "１００－０００５"])("accepts the whole code %s in the first box", (code) => {
		const submission = parseWithZod(form({ ...CONTACT, postalCodeFirst: code, postalCodeSecond: "" }), {
			schema: contactDetailFormSchema(true),
		});
		expect(submission.status).toBe("success");
		if (submission.status === "success") {
			expect([submission.value.postalCodeFirst, submission.value.postalCodeSecond]).toEqual(["100", "0005"]);
		}
	});

	it("requires the address lines only when the link requires an address", () => {
		const empty = { ...CONTACT, prefecture: "", city: " ", street: "" };
		expect(errorsOf(parseWithZod(form(empty), { schema: contactDetailFormSchema(true) }))).toEqual({
			prefecture: ["都道府県を選択してください"],
			city: ["市区町村を入力してください"],
			street: ["町名・番地を入力してください"],
		});
		const optional = parseWithZod(form({ ...empty, building: "　" }), { schema: contactDetailFormSchema(false) });
		expect(optional.status).toBe("success");
		if (optional.status === "success") {
			expect(contactDetailPayloadOf(optional.value)).not.toHaveProperty("city");
		}
	});

	it("always requires the postal code, types and phone; checks shapes and lengths", () => {
		const errors = errorsOf(
			parseWithZod(
				form({
					postalCodeFirst: "10",
					postalCodeSecond: "",
					prefecture: "東京",
					city: "あ".repeat(51),
					street: "丸の内",
					phoneNumber: "12345",
				}),
				{ schema: contactDetailFormSchema(false) },
			),
		);
		expect(errors).toEqual({
			addressType: ["住所の種類を選択してください"],
			postalCodeFirst: ["郵便番号の前半は3桁の数字で入力してください"],
			postalCodeSecond: ["郵便番号の後半（4桁）を入力してください"],
			prefecture: ["都道府県を選択してください"],
			city: ["市区町村は50文字以内で入力してください"],
			phoneType: ["電話番号の種類を選択してください"],
			phoneNumber: ["電話番号は0から始まる10桁または11桁の数字で入力してください"],
		});
	});

	it("says what a mobile number must be, together with the form's other messages", () => {
		const contact = (values: Record<string, string>) =>
			errorsOf(
				parseWithZod(
					form({
						addressType: "home",
						postalCodeFirst: "530",
						postalCodeSecond: "0001",
						prefecture: "大阪府",
						city: "大阪市北区",
						street: "梅田1-1",
						phoneType: "mobile",
						...values,
					}),
					{ schema: contactDetailFormSchema(true) },
				),
			);
		const mobile = [PHONE_MESSAGES.mobile];
		expect(PHONE_MESSAGES.mobile).toBe(
			"携帯電話の番号は、070・080・090のいずれかから始まる11桁の数字で入力してください（例：090-1234-5678）",
		);
		expect(contact({ phoneNumber: "03-1234-5678" })).toEqual({ phoneNumber: mobile });
		expect(contact({ phoneNumber: "050-1234-5678" })).toEqual({ phoneNumber: mobile });
		expect(contact({ phoneNumber: "090-1234-5678" })).toEqual({});
		expect(contact({ phoneNumber: "０７０（１２３４）５６７８" })).toEqual({});
		expect(contact({ phoneNumber: "03-1234-5678", phoneType: "home" })).toEqual({});
		// Not hidden by another field's problem, and not stacked on the number's own message.
		expect(contact({ phoneNumber: "0312345678", city: "" })).toEqual({
			city: ["市区町村を入力してください"],
			phoneNumber: mobile,
		});
		expect(contact({ phoneNumber: "12345" })).toEqual({ phoneNumber: [PHONE_MESSAGES.invalid] });
	});

	it("takes a whole postal code from either box, and says when two different ones were posted", () => {
		const parse = (first: string, second: string) =>
			parseWithZod(
				form({
					addressType: "home",
					postalCodeFirst: first,
					postalCodeSecond: second,
					phoneType: "home",
					phoneNumber: "0612345678",
				}),
				{ schema: contactDetailFormSchema(false) },
			);
		const retyped = parse("5300001", "0005");
		expect(retyped.status).toBe("success");
		if (retyped.status === "success") {
			expect([retyped.value.postalCodeFirst, retyped.value.postalCodeSecond]).toEqual(["530", "0001"]);
		}
		expect(errorsOf(parse("5300001", "1000001")).postalCodeFirst).toEqual([TWO_POSTAL_CODES_MESSAGE]);
	});

	it("shows a confirmed draft again as form values", () => {
		expect(
			contactDetailValuesOf({
				addressType: "work_place",
				postalCodeFirst: "220",
				postalCodeSecond: "0012",
				phoneType: "mobile",
				phoneNumber: "07011112222",
			}),
		).toEqual({
			addressType: "work_place",
			postalCodeFirst: "220",
			postalCodeSecond: "0012",
			phoneType: "mobile",
			phoneNumber: "07011112222",
		});
	});

	it("keeps the server's per-field messages of the fields only (docs/contract.md)", () => {
		expect(
			contactFieldErrors({
				postalCodeType: ["該当する住所が見つかりません"],
				phoneNumber: ["携帯電話番号の形式が正しくありません"],
				city: [],
				unknown: ["?"],
			}),
		).toEqual({
			postalCodeType: ["該当する住所が見つかりません"],
			phoneNumber: ["携帯電話番号の形式が正しくありません"],
		});
	});
});

describe("e-mail change form (/email)", () => {
	it("normalises full-width input and requires the same address twice", () => {
		const ok = parseWithZod(
			form({ email: "ｍｉｓａｋｉ＠ｅｘａｍｐｌｅ．ｊｐ", emailConfirmation: "misaki@example.jp" }),
			{
				schema: emailChangeFormSchema,
			},
		);
		expect(ok.status).toBe("success");
		if (ok.status === "success") expect(ok.value.email).toBe("misaki@example.jp");
		expect(
			errorsOf(
				parseWithZod(form({ email: "misaki@example", emailConfirmation: "misaki@example" }), {
					schema: emailChangeFormSchema,
				}),
			),
		).toEqual({ email: ["メールアドレスの形式が正しくありません"] });
		expect(
			errorsOf(
				parseWithZod(form({ email: "a@example.jp", emailConfirmation: "b@example.jp" }), {
					schema: emailChangeFormSchema,
				}),
			),
		).toEqual({ emailConfirmation: ["メールアドレスが一致しません"] });
	});
});
