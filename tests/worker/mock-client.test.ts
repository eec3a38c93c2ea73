import { beforeEach, describe, expect, it } from "vitest";
import { ApiError, NON_HTTP_FAILURE_MESSAGE } from "#app/lib/api/errors";
import { createLimeClient } from "#app/lib/api/lime.server";
import { createOrangeClient, type OrangeAuth } from "#app/lib/api/orange.server";
import { inProcessFetch, mockApis } from "../../worker/mock/apis";
import { MOCK_PIN } from "../../worker/mock/members";
import { createOrangeMock } from "../../worker/mock/orange";
import { resetMockState } from "../../worker/mock/state";
import { issueAccessToken } from "../../worker/mock/tokens";
import { DEMO_CONTACT_DETAIL } from "./support/members";

/** The typed clients against the in-process mock, as the default environment wires them. */
const BASE = "http://localhost:8787/_mock";
const fetchMock = inProcessFetch(mockApis, "/_mock");
const orange = (auth: OrangeAuth = {}, extra = {}) =>
	createOrangeClient({ baseUrl: BASE, fetch: fetchMock, auth, log: () => {}, ...extra });

async function failure(promise: Promise<unknown>): Promise<unknown> {
	try {
		await promise;
	} catch (error) {
		return error;
	}
	throw new Error("expected the call to fail");
}

beforeEach(() => {
	resetMockState();
});

describe("typed clients against the mock", () => {
	it("signs a member through two-factor and reads their data", async () => {
		const accessToken = issueAccessToken(1001, 3600);
		const before = orange({ accessToken });
		expect((await before.getCurrentUser()).data.mobilePhoneNumber).toBe("09012345678");
		expect(await failure(before.getCurrentUserDetail())).toMatchObject({ status: 401, errorCode: "401-002" });

		expect(await failure(before.verifyTwoFactor({ body: { pinCode: "111111" } }))).toMatchObject({
			status: 400,
			errors: ["認証コードが正しくありません"],
		});
		const verified = await before.verifyTwoFactor({ body: { pinCode: MOCK_PIN } });
		const trusted = orange({
			accessToken,
			pinCode: verified.responseHeaders["x-pin-code"],
			guid: verified.responseHeaders["x-guid"],
		});
		const detail = await trusted.getCurrentUserDetail();
		expect(detail.data.kenpoUserId).toBe(50001);
		const news = await trusted.listNews({ query: { page: 3 } });
		expect(news.data.items).toHaveLength(7);
		const saved = await trusted.saveRecipeSetting({ body: { type: "menopause" } });
		expect(saved.data.type).toBe("menopause");
		expect((await trusted.countTrustedBrowsers()).data.countTrustedBrowsers).toBe(1);
	});

	it("sees the error codes through the client", async () => {
		const accessToken = issueAccessToken(1003, 3600);
		const client = orange({ accessToken });
		const verified = await client.verifyTwoFactor({ body: { pinCode: MOCK_PIN } });
		const trusted = orange({
			accessToken,
			pinCode: verified.responseHeaders["x-pin-code"],
			guid: verified.responseHeaders["x-guid"],
		});
		expect(await failure(trusted.listNews())).toMatchObject({ status: 403, errorCode: "403-002" });
		expect(await failure(orange().getCurrentUser())).toMatchObject({ status: 401, errorCode: "401-001" });
	});

	it("turns a malformed answer into the 500", async () => {
		const accessToken = issueAccessToken(1001, 3600);
		const client = orange({ accessToken });
		const verified = await client.verifyTwoFactor({ body: { pinCode: MOCK_PIN } });
		const trusted = orange({
			accessToken,
			pinCode: verified.responseHeaders["x-pin-code"],
			guid: verified.responseHeaders["x-guid"],
		});
		const error = await failure(trusted.getNews({ params: { newsId: 9200 } }));
		expect(error).toBeInstanceOf(ApiError);
		expect(error).toMatchObject({ status: 500, errors: [NON_HTTP_FAILURE_MESSAGE] });
	});

	it("times out on the slow fault", async () => {
		const slowMock = createOrangeMock({ slowMs: 2_000 });
		const client = createOrangeClient({
			baseUrl: BASE,
			fetch: inProcessFetch(slowMock, "/_mock"),
			timeoutMs: 100,
			log: () => {},
		});
		const started = Date.now();
		const error = await failure(client.checkActivationToken({ params: { activationToken: "fault-slow" } }));
		expect(error).toMatchObject({ status: 500, errors: [NON_HTTP_FAILURE_MESSAGE] });
		expect(Date.now() - started).toBeLessThan(1_500);
	});

	it("runs the contact-detail flow end to end", async () => {
		const lime = createLimeClient({ baseUrl: BASE, fetch: fetchMock });
		await lime.checkUrlToken({ params: { urlToken: "demo-lime" } });
		expect(await failure(lime.checkUrlToken({ params: { urlToken: "fault-410" } }))).toMatchObject({ status: 410 });
		const { data } = await lime.authenticate({
			body: {
				urlToken: "demo-lime",
				birthDate: "1980-04-01",
				nameKana: "ヤマダ タロウ",
				kigou: "1234",
				number: "5678",
			},
		});
		const session = createLimeClient({
			baseUrl: BASE,
			fetch: fetchMock,
			session: { urlToken: "demo-lime", accessToken: data.accessToken },
		});
		expect((await session.getNewContactDetail()).data.addressRequired).toBe(true);
		const invalid = await failure(
			session.confirmContactDetail({
				body: {
					addressType: "home",
					postalCodeFirst: "1000",
					postalCodeSecond: "0001",
					prefecture: "東京都",
					city: "千代田区",
					street: "千代田1-1",
					phoneType: "home",
					phoneNumber: "0312345678",
				},
			}),
		);
		expect(invalid).toMatchObject({
			status: 422,
			fieldErrors: { postalCodeFirst: ["郵便番号（前半）は3桁の数字で入力してください"] },
		});
		await session.createContactDetail({
			body: { ...DEMO_CONTACT_DETAIL, phoneType: "home", phoneNumber: "0312345678" },
		});
		const changed = await session.confirmEmailChange({
			params: { changeEmailToken: "demo-change-email" },
			query: { urlToken: "demo-lime" },
		});
		expect(changed.data).toEqual({
			urlToken: "demo-lime",
			contactDetailReceived: true,
			returnToApp: false,
			email: "taro.yamada.new@example.jp",
			alreadyApplied: false,
		});
	});
});
