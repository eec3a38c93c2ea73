import { beforeEach, describe, expect, it } from "vitest";
import type { CallDefinition } from "#app/contract/define";
import { type LimeCallName, limeCalls } from "#app/contract/lime";
import type { EmailChangeResult } from "#app/contract/lime/change-emails";
import { contactDetailValidationErrorSchema, type NewContactDetail } from "#app/contract/lime/contact-detail";
import { orangeCalls } from "#app/contract/orange";
import type { CurrentUser, CurrentUserDetail } from "#app/contract/orange/current-user";
import { mockControl } from "../../worker/mock/control";
import { limeMock } from "../../worker/mock/lime";
import { orangeMock } from "../../worker/mock/orange";
import { type OutboxMessage, resetMockState } from "../../worker/mock/state";
import { bearer, expectError, expectSuccess, send, signIn } from "./mock-helpers";
import { DEMO_IDENTITY, LIME_SAMPLES as SAMPLES, VALID_DETAIL } from "./support/lime-samples";

const entries = Object.entries(limeCalls) as [LimeCallName, CallDefinition][];

async function authenticate(identity: Partial<typeof DEMO_IDENTITY> = {}): Promise<Record<string, string>> {
	const response = await send(limeMock, limeCalls.authenticate, { body: { ...DEMO_IDENTITY, ...identity } });
	const { accessToken } = await expectSuccess<{ accessToken: string }>(limeCalls.authenticate, response);
	return bearer(accessToken);
}

async function outbox(): Promise<OutboxMessage[]> {
	const response = await mockControl.request("/__mock/outbox");
	return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

beforeEach(() => {
	resetMockState();
});

describe("mock lime: every call of the contract", () => {
	it("has a sample for every call", () => {
		expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(limeCalls).sort());
	});

	it.each(entries)("serves %s and answers as the contract says", async (name, call) => {
		const headers = await authenticate();
		await expectSuccess(call, await send(limeMock, call, { ...SAMPLES[name], headers }));
	});

	it.each(entries.filter(([, call]) => call.auth === "bearer"))(
		"answers %s without the access token with 401",
		async (name, call) => {
			await expectError(await send(limeMock, call, SAMPLES[name]), 401, { errors: ["本人確認を行ってください"] });
			const orangeToken = await signIn(1001);
			await expectError(await send(limeMock, call, { ...SAMPLES[name], headers: orangeToken }), 401);
		},
	);
});

describe("mock lime: URL token and authentication", () => {
	it("answers an unknown link as an invalid one (410)", async () => {
		await expectSuccess(limeCalls.checkUrlToken, await send(limeMock, limeCalls.checkUrlToken, SAMPLES.checkUrlToken));
		const unknown = await send(limeMock, limeCalls.checkUrlToken, { params: { urlToken: "no-such-link" } });
		await expectError(unknown, 410, { errors: ["無効なURLです"] });
	});

	it("authenticates with the demo data however the kana is typed", async () => {
		await authenticate({ nameKana: "やまだ　たろう" });
		await authenticate({ nameKana: "ﾔﾏﾀﾞﾀﾛｳ", kigou: "１２３４" });
	});

	it.each([
		["birth date", { birthDate: "1980-04-02" }],
		["kana name", { nameKana: "ヤマダ ハナコ" }],
		["symbol", { kigou: "9999" }],
		["number", { number: "0000" }],
	])("refuses a wrong %s", async (_, wrong) => {
		const response = await send(limeMock, limeCalls.authenticate, { body: { ...DEMO_IDENTITY, ...wrong } });
		await expectError(response, 400, { errors: ["入力された情報がご登録内容と一致しません"] });
	});

	it("binds the access token to its link", async () => {
		const headers = await authenticate();
		const other = { email: "x@example.jp", urlToken: "demo-lime-app" };
		await expectError(await send(limeMock, limeCalls.requestEmailChange, { body: other, headers }), 401);
	});

	it("tells the form whether the address is required", async () => {
		const form = await expectSuccess<NewContactDetail>(
			limeCalls.getNewContactDetail,
			await send(limeMock, limeCalls.getNewContactDetail, { headers: await authenticate() }),
		);
		expect(form).toEqual({ email: "taro.yamada@example.jp", addressRequired: true });

		const app = await authenticate({
			urlToken: "demo-lime-app",
			birthDate: "1992-11-03",
			nameKana: "タカハシ ミサキ",
			kigou: "1234",
			number: "9012",
		});
		const appForm = await expectSuccess<NewContactDetail>(
			limeCalls.getNewContactDetail,
			await send(limeMock, limeCalls.getNewContactDetail, { headers: app }),
		);
		expect(appForm).toEqual({ email: "misaki.takahashi@example.jp", addressRequired: false });
	});
});

describe("mock lime: contact detail", () => {
	it("answers per-field messages in the validation-error shape", async () => {
		const headers = await authenticate();
		const body = {
			...VALID_DETAIL,
			postalCodeFirst: "12",
			postalCodeSecond: "",
			prefecture: "",
			city: "",
			street: "",
			phoneNumber: "0312345678",
		};
		const response = await send(limeMock, limeCalls.confirmContactDetail, { body, headers });
		expect(response.status).toBe(422);
		const error = contactDetailValidationErrorSchema.parse(await response.json());
		expect(error).toMatchObject({
			status: 422,
			postalCodeFirst: ["郵便番号（前半）は3桁の数字で入力してください"],
			postalCodeSecond: ["郵便番号（後半）を入力してください"],
			prefecture: ["都道府県を選択してください"],
			city: ["市区町村を入力してください"],
			street: ["番地を入力してください"],
			phoneNumber: ["携帯電話番号の形式が正しくありません"],
		});
		expect(error.errors).toHaveLength(6);
	});

	it("reports a postal code that does not exist as a whole", async () => {
		const headers = await authenticate();
		const body = { ...VALID_DETAIL, postalCodeFirst: "000", postalCodeSecond: "0000" };
		const response = await send(limeMock, limeCalls.createContactDetail, { body, headers });
		const error = contactDetailValidationErrorSchema.parse(await response.json());
		expect(error.postalCodeType).toEqual(["該当する住所が見つかりません。郵便番号をご確認ください"]);
	});

	it("does not require an address where the link says so", async () => {
		const headers = await authenticate({
			urlToken: "demo-lime-app",
			birthDate: "1992-11-03",
			nameKana: "タカハシ ミサキ",
			number: "9012",
		});
		const body = {
			addressType: "work_place",
			postalCodeFirst: "220",
			postalCodeSecond: "0012",
			phoneType: "home",
			phoneNumber: "045-123-4567",
		};
		await expectSuccess(
			limeCalls.createContactDetail,
			await send(limeMock, limeCalls.createContactDetail, { body, headers }),
		);
	});

	it("saves the details into what the insurer has on file", async () => {
		const headers = await authenticate();
		await expectSuccess(
			limeCalls.createContactDetail,
			await send(limeMock, limeCalls.createContactDetail, { body: VALID_DETAIL, headers }),
		);
		const member = await signIn(1001);
		const detail = await expectSuccess<CurrentUserDetail>(
			orangeCalls.getCurrentUserDetail,
			await send(orangeMock, orangeCalls.getCurrentUserDetail, { headers: member }),
		);
		expect(detail.address).toEqual({
			postalCode: "150-0001",
			prefecture: "東京都",
			city: "渋谷区",
			street: "神宮前1-2-3",
			building: null,
		});
		expect(detail.phoneNumber).toBe("09012345678");
	});
});

describe("mock lime: e-mail change", () => {
	it("mails a single-use link that changes the address", async () => {
		const headers = await authenticate();
		await expectSuccess(
			limeCalls.createContactDetail,
			await send(limeMock, limeCalls.createContactDetail, { body: VALID_DETAIL, headers }),
		);
		await expectSuccess(
			limeCalls.requestEmailChange,
			await send(limeMock, limeCalls.requestEmailChange, { ...SAMPLES.requestEmailChange, headers }),
		);
		const [mail] = await outbox();
		expect(mail?.to).toBe("taro.new@example.jp");
		const token = /\/contact_detail_form\/demo-lime\/change_email\/([\w-]+)$/.exec(mail?.body ?? "")?.[1] ?? "";
		expect(token).not.toBe("");

		const confirm = (urlToken: string) =>
			send(limeMock, limeCalls.confirmEmailChange, { params: { changeEmailToken: token }, query: { urlToken } });
		await expectError(await confirm("demo-lime-app"), 404);
		const result = await expectSuccess<EmailChangeResult>(limeCalls.confirmEmailChange, await confirm("demo-lime"));
		const applied = {
			urlToken: "demo-lime",
			contactDetailReceived: true,
			returnToApp: false,
			email: "taro.new@example.jp",
		};
		expect(result).toEqual({ ...applied, alreadyApplied: false });
		// Opened again: the change stands, reported as done, and nothing is applied again.
		const again = await expectSuccess<EmailChangeResult>(limeCalls.confirmEmailChange, await confirm("demo-lime"));
		expect(again).toEqual({ ...applied, alreadyApplied: true });

		const user = await expectSuccess<CurrentUser>(
			orangeCalls.getCurrentUser,
			await send(orangeMock, orangeCalls.getCurrentUser, { headers: await signIn(1001, { trusted: false }) }),
		);
		expect(user.email).toBe("taro.new@example.jp");
	});

	it("refuses an unusable or unchanged address", async () => {
		const headers = await authenticate();
		const request = (email: string) =>
			send(limeMock, limeCalls.requestEmailChange, { body: { email, urlToken: "demo-lime" }, headers });
		await expectError(await request("not-an-address"), 422, { errors: ["メールアドレスの形式が正しくありません"] });
		await expectError(await request("taro.yamada@example.jp"), 422, { errors: ["現在と同じメールアドレスです"] });
	});

	it("keeps the demo change link usable", async () => {
		for (const _ of [1, 2]) {
			const result = await expectSuccess<EmailChangeResult>(
				limeCalls.confirmEmailChange,
				await send(limeMock, limeCalls.confirmEmailChange, SAMPLES.confirmEmailChange),
			);
			expect(result).toEqual({
				urlToken: "demo-lime",
				contactDetailReceived: false,
				returnToApp: false,
				email: "taro.yamada.new@example.jp",
				alreadyApplied: false,
			});
		}
	});
});
