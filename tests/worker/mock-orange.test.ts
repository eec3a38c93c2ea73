import { beforeEach, describe, expect, it } from "vitest";
import type { CallDefinition } from "#app/contract/define";
import { ACTION_STATUSES, ACTION_TYPES, NEWS_LINK_TYPES } from "#app/contract/labels";
import { type OrangeCallName, orangeCalls } from "#app/contract/orange";
import type { CurrentUser, CurrentUserDetail } from "#app/contract/orange/current-user";
import type { NewsItem, NewsPage } from "#app/contract/orange/news";
import type { Questionnaire } from "#app/contract/orange/questionnaire";
import { mockControl } from "../../worker/mock/control";
import { DEMO_MEMBERS, MOCK_PASSWORD, MOCK_PIN } from "../../worker/mock/members";
import { createOrangeMock, orangeMock } from "../../worker/mock/orange";
import { XSS_NEWS_ID } from "../../worker/mock/seed-news";
import type { OutboxMessage } from "../../worker/mock/state";
import { resetMockState } from "../../worker/mock/state";
import { bearer, expectError, expectSuccess, type Sample, send, signIn } from "./mock-helpers";

const NEW_PASSWORD = "NewPassw0rd2026";
const passwordChange = { currentPassword: MOCK_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
const QUESTIONNAIRE_1_ANSWERS = {
	questionnaireId: 1,
	answers: [
		{ kind: "frequency", questionId: 101, value: "five_days" },
		{ kind: "frequency", questionId: 102, value: "two_days" },
		{ kind: "commitment", questionId: 103, value: "often" },
		{ kind: "commitment", questionId: 104, value: "on_target" },
		{ kind: "free_text", questionId: 105, value: "よろしくお願いします" },
	],
};

/** One valid request per call of the contract, for a trusted member 1001 with fresh state. */
const SAMPLES: Record<OrangeCallName, Sample> = {
	createContact: { body: { subject: "account", body: "ログインについて教えてください" } },
	createPublicContact: {
		body: {
			subject: "health_navi",
			name: "田中 次郎",
			nameKana: "タナカ ジロウ",
			email: "jiro@example.jp",
			body: "登録方法を教えてください",
		},
	},
	getCurrentUser: {},
	getCurrentUserDetail: {},
	updatePassword: { body: passwordChange },
	forceUpdatePassword: { body: passwordChange },
	listHealthSupports: { query: { kenpoUserId: 50001 } },
	getHealthSupport: { params: { id: 1 } },
	listNews: { query: { page: 2 } },
	getNews: { params: { newsId: 1 } },
	checkActivationToken: { params: { activationToken: "demo-activation" } },
	activateUser: {
		body: { activationToken: "demo-activation", password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
	},
	getNewQuestionnaire: { query: { id: 1 } },
	answerQuestionnaire: { body: QUESTIONNAIRE_1_ANSWERS },
	saveRecipeSetting: { body: { type: "cholesterol" } },
	requestPasswordReset: { body: { email: "taro.yamada@example.jp" } },
	checkResetPasswordToken: { params: { resetPasswordToken: "demo-reset" } },
	resetPassword: {
		body: { resetPasswordToken: "demo-reset", password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
	},
	verifyTwoFactor: { body: { pinCode: MOCK_PIN } },
	countTrustedBrowsers: {},
	deleteTrustedBrowsers: {},
	sendPinCodeEmail: {},
	sendPinCodeSms: {},
};

const entries = Object.entries(orangeCalls) as [OrangeCallName, CallDefinition][];
const bearerCalls = entries.filter(([, call]) => call.auth === "bearer");
const freeCalls = entries.filter(([, call]) => call.auth === "none");

const get = (call: CallDefinition, headers: Record<string, string>, sample: Sample = {}) =>
	send(orangeMock, call, { ...sample, headers });

async function outbox(): Promise<OutboxMessage[]> {
	const response = await mockControl.request("/__mock/outbox");
	return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

beforeEach(() => {
	resetMockState();
});

describe("mock orange: every call of the contract", () => {
	it("has a sample for every call", () => {
		expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(orangeCalls).sort());
	});

	it.each(entries)("serves %s and answers as the contract says", async (name, call) => {
		const headers = await signIn(1001);
		const response = await send(orangeMock, call, { ...SAMPLES[name], headers });
		await expectSuccess(call, response);
	});

	it.each(freeCalls)("serves %s without a token", async (name, call) => {
		await expectSuccess(call, await send(orangeMock, call, SAMPLES[name]));
	});

	it("answers a request the contract refuses with 400, and an unknown path with 404", async () => {
		const headers = await signIn(1001);
		await expectError(await get(orangeCalls.saveRecipeSetting, headers, { body: { type: "expired" } }), 400);
		await expectError(await get(orangeCalls.getNews, headers, { params: { newsId: "abc" } }), 404);
		const unknown = await orangeMock.request("/api/orange/v1/nothing-here", { headers });
		await expectError(unknown, 404);
		const broken = await orangeMock.request("/api/orange/v1/contact", {
			method: "POST",
			headers: { ...headers, "Content-Type": "application/json" },
			body: "{not json",
		});
		await expectError(broken, 400);
	});
});

describe("mock orange: authentication", () => {
	it.each(bearerCalls)("answers %s without a token with 401-001", async (name, call) => {
		await expectError(await send(orangeMock, call, SAMPLES[name]), 401, {
			errors: ["ログインしてください"],
			errorCode: "401-001",
		});
	});

	it("refuses an unknown token", async () => {
		await expectError(await get(orangeCalls.getCurrentUser, bearer("mock-at-forged")), 401, {
			errorCode: "401-001",
		});
	});

	it("answers each demo member as themselves", async () => {
		for (const member of DEMO_MEMBERS) {
			const user = await expectSuccess<CurrentUser>(
				orangeCalls.getCurrentUser,
				await get(orangeCalls.getCurrentUser, await signIn(member.id, { trusted: false })),
			);
			expect(user).toEqual({
				id: member.id,
				name: member.name,
				nameKana: member.nameKana,
				email: member.email,
				mobilePhoneNumber: member.mobilePhoneNumber,
				feature: { securePassword: member.securePassword },
			});
		}
	});
});

describe("mock orange: two-factor", () => {
	it("lets only current_user and two_factors/* through before two-factor", async () => {
		const headers = await signIn(1001, { trusted: false });
		const open = [
			"getCurrentUser",
			"countTrustedBrowsers",
			"sendPinCodeSms",
			"sendPinCodeEmail",
			"deleteTrustedBrowsers",
		];
		for (const [name, call] of bearerCalls) {
			if (name === "verifyTwoFactor") continue;
			resetMockState();
			const response = await send(orangeMock, call, { ...SAMPLES[name], headers });
			if (open.includes(name)) expect(response.status, name).toBeLessThan(300);
			else await expectError(response, 401, { errors: ["二段階認証が完了していません"], errorCode: "401-002" });
		}
	});

	it("refuses a wrong code", async () => {
		const headers = await signIn(1001, { trusted: false });
		const response = await get(orangeCalls.verifyTwoFactor, headers, { body: { pinCode: "000000" } });
		await expectError(response, 400, { errors: ["認証コードが正しくありません"] });
	});

	it("trusts the browser that passed, with the pair it was given", async () => {
		const headers = await signIn(1001);
		expect(headers["x-pin-code"]).toMatch(/^[0-9a-f]{48}$/);
		expect(headers["x-guid"]).toMatch(/^[0-9a-f-]{36}$/);
		await expectSuccess(orangeCalls.getCurrentUserDetail, await get(orangeCalls.getCurrentUserDetail, headers));

		const wrongPin = { ...headers, "x-pin-code": "0".repeat(48) };
		await expectError(await get(orangeCalls.getCurrentUserDetail, wrongPin), 401, { errorCode: "401-002" });
		const withoutGuid = { ...headers, "x-guid": "" };
		await expectError(await get(orangeCalls.getCurrentUserDetail, withoutGuid), 401, { errorCode: "401-002" });
	});

	it("keeps a trusted pair to its own member", async () => {
		const first = await signIn(1001);
		const other = await signIn(1002, { trusted: false });
		const borrowed = { ...other, "x-pin-code": first["x-pin-code"] ?? "", "x-guid": first["x-guid"] ?? "" };
		await expectError(await get(orangeCalls.getCurrentUserDetail, borrowed), 401, { errorCode: "401-002" });
	});

	it("keeps the browser's guid on a new sign-in and issues a new pin code", async () => {
		const first = await signIn(1001);
		const again = { ...(await signIn(1001, { trusted: false })), "x-guid": first["x-guid"] ?? "" };
		const response = await get(orangeCalls.verifyTwoFactor, again, { body: { pinCode: MOCK_PIN } });
		await expectSuccess(orangeCalls.verifyTwoFactor, response);
		expect(response.headers.get("x-guid")).toBe(first["x-guid"]);
		expect(response.headers.get("x-pin-code")).not.toBe(first["x-pin-code"]);
	});

	it("counts trusted browsers and forgets them all", async () => {
		const first = await signIn(1001);
		await signIn(1001);
		const count = await expectSuccess<{ countTrustedBrowsers: number }>(
			orangeCalls.countTrustedBrowsers,
			await get(orangeCalls.countTrustedBrowsers, first),
		);
		expect(count.countTrustedBrowsers).toBe(2);
		await expectSuccess(orangeCalls.deleteTrustedBrowsers, await get(orangeCalls.deleteTrustedBrowsers, first));
		const after = await expectSuccess<{ countTrustedBrowsers: number }>(
			orangeCalls.countTrustedBrowsers,
			await get(orangeCalls.countTrustedBrowsers, first),
		);
		expect(after.countTrustedBrowsers).toBe(0);
		await expectError(await get(orangeCalls.getCurrentUserDetail, first), 401, { errorCode: "401-002" });
	});

	it("refuses a resend within 30 seconds, on either channel", async () => {
		let now = Date.UTC(2026, 10, 23, 0, 0, 0);
		const app = createOrangeMock({ now: () => now });
		const headers = await signIn(1001, { trusted: false });
		await expectSuccess(orangeCalls.sendPinCodeSms, await send(app, orangeCalls.sendPinCodeSms, { headers }));
		now += 29_000;
		const tooSoon = await send(app, orangeCalls.sendPinCodeEmail, { headers });
		await expectError(tooSoon, 429, {
			errors: ["認証コードは連続して送信できません。しばらく待ってから再度お試しください"],
		});
		now += 1_000;
		await expectSuccess(orangeCalls.sendPinCodeEmail, await send(app, orangeCalls.sendPinCodeEmail, { headers }));
		const sent = await outbox();
		expect(sent.map((message) => [message.channel, message.to])).toEqual([
			["sms", "09012345678"],
			["email", "taro.yamada@example.jp"],
		]);
		expect(sent[0]?.body).toContain(MOCK_PIN);
	});

	it("cannot text a member without a mobile phone number", async () => {
		const headers = await signIn(1002, { trusted: false });
		await expectError(await get(orangeCalls.sendPinCodeSms, headers), 422, {
			errors: ["携帯電話番号が登録されていません"],
		});
	});
});

describe("mock orange: forced password change", () => {
	it("holds a member without a secure password at 403-002 until the forced change", async () => {
		const headers = await signIn(1003);
		await expectError(await get(orangeCalls.getCurrentUserDetail, headers), 403, {
			errors: ["パスワードを変更してください"],
			errorCode: "403-002",
		});
		await expectError(await get(orangeCalls.updatePassword, headers, { body: passwordChange }), 403, {
			errorCode: "403-002",
		});
		await expectSuccess(orangeCalls.countTrustedBrowsers, await get(orangeCalls.countTrustedBrowsers, headers));

		const weak = { currentPassword: MOCK_PASSWORD, password: "short", passwordConfirmation: "other" };
		const refused = await expectError(await get(orangeCalls.forceUpdatePassword, headers, { body: weak }), 422);
		expect(refused.errors).toEqual([
			"パスワードは10文字以上で入力してください",
			"英大文字・英小文字・数字・記号のうち3種類以上を組み合わせてください",
			"確認用のパスワードが一致しません。同じパスワードを入力してください",
		]);
		const wrongCurrent = { ...passwordChange, currentPassword: "nope" };
		await expectError(await get(orangeCalls.forceUpdatePassword, headers, { body: wrongCurrent }), 422, {
			errors: ["現在のパスワードが正しくありません"],
		});

		await expectSuccess(
			orangeCalls.forceUpdatePassword,
			await get(orangeCalls.forceUpdatePassword, headers, { body: passwordChange }),
		);
		const user = await expectSuccess<CurrentUser>(
			orangeCalls.getCurrentUser,
			await get(orangeCalls.getCurrentUser, headers),
		);
		expect(user.feature.securePassword).toBe(true);
		await expectSuccess(orangeCalls.getCurrentUserDetail, await get(orangeCalls.getCurrentUserDetail, headers));
	});

	it("changes the password once, then asks for the new one", async () => {
		const headers = await signIn(1001);
		await expectSuccess(
			orangeCalls.updatePassword,
			await get(orangeCalls.updatePassword, headers, { body: passwordChange }),
		);
		await expectError(await get(orangeCalls.updatePassword, headers, { body: passwordChange }), 422, {
			errors: ["現在のパスワードが正しくありません"],
		});
	});
});

describe("mock orange: data", () => {
	it("pages 27 news items by ten, newest first, with every link type", async () => {
		const headers = await signIn(1001);
		const pages: NewsPage[] = [];
		for (const page of [1, 2, 3, 4]) {
			pages.push(
				await expectSuccess<NewsPage>(
					orangeCalls.listNews,
					await get(orangeCalls.listNews, headers, { query: { page } }),
				),
			);
		}
		expect(pages.map((page) => page.items.length)).toEqual([10, 10, 7, 0]);
		expect(pages[0]).toMatchObject({ page: 1, totalPages: 3, totalCount: 27 });
		const items = pages.flatMap((page) => page.items);
		expect(new Set(items.map((item) => item.linkType))).toEqual(new Set(NEWS_LINK_TYPES));
		const times = items.map((item) => Date.parse(item.publishedAt));
		expect(times).toEqual([...times].sort((a, b) => b - a));
		expect(items[0]).not.toHaveProperty("body");
		const firstPage = await get(orangeCalls.listNews, headers);
		expect((await expectSuccess<NewsPage>(orangeCalls.listNews, firstPage)).page).toBe(1);
	});

	it("serves a news item whose body carries script payloads for the sanitiser", async () => {
		const headers = await signIn(1001);
		const item = await expectSuccess<NewsItem>(
			orangeCalls.getNews,
			await get(orangeCalls.getNews, headers, { params: { newsId: XSS_NEWS_ID } }),
		);
		expect(item.body).toContain("<img src=x onerror=alert(1)>");
		expect(item.body).toContain("<script>alert(1)</script>");
		await expectError(await get(orangeCalls.getNews, headers, { params: { newsId: 999 } }), 404);
	});

	it("serves health supports for the member's own insurer record only", async () => {
		const headers = await signIn(1001);
		const list = await expectSuccess<{ items: unknown[] }>(
			orangeCalls.listHealthSupports,
			await get(orangeCalls.listHealthSupports, headers),
		);
		expect(list.items.length).toBeGreaterThanOrEqual(6);
		await expectError(await get(orangeCalls.listHealthSupports, headers, { query: { kenpoUserId: 50002 } }), 404);
		await expectError(await get(orangeCalls.getHealthSupport, headers, { params: { id: 999 } }), 404);
	});

	it("gives every member a guidance programme; together they cover every action status and type", async () => {
		const statuses = new Set<string>();
		const types = new Set<string>();
		for (const member of DEMO_MEMBERS) {
			const headers = await signIn(member.id);
			if (!member.securePassword) {
				await get(orangeCalls.forceUpdatePassword, headers, { body: passwordChange });
			}
			const detail = await expectSuccess<CurrentUserDetail>(
				orangeCalls.getCurrentUserDetail,
				await get(orangeCalls.getCurrentUserDetail, headers),
			);
			expect([3, 4]).toContain(detail.specificHealthGuidance?.period);
			for (const action of detail.specificHealthGuidance?.actions ?? []) {
				statuses.add(action.status);
				types.add(action.type);
			}
			expect(detail.weightSeries).toHaveLength(12);
			expect(detail.stepSeries).toHaveLength(12);
		}
		expect([...statuses].sort()).toEqual([...ACTION_STATUSES].sort());
		expect([...types].sort()).toEqual([...ACTION_TYPES].sort());
	});
});

describe("mock orange: state", () => {
	it("stores enquiries with increasing reference numbers", async () => {
		const headers = await signIn(1001);
		const first = await expectSuccess<{ id: number }>(
			orangeCalls.createContact,
			await get(orangeCalls.createContact, headers, SAMPLES.createContact),
		);
		const second = await expectSuccess<{ id: number }>(
			orangeCalls.createPublicContact,
			await send(orangeMock, orangeCalls.createPublicContact, SAMPLES.createPublicContact),
		);
		expect(second.id).toBeGreaterThan(first.id);
		const empty = await get(orangeCalls.createContact, headers, { body: { subject: "other", body: "  " } });
		await expectError(empty, 422, { errors: ["お問い合わせ内容を入力してください"] });
		const badSender = await send(orangeMock, orangeCalls.createPublicContact, {
			body: { ...(SAMPLES.createPublicContact.body as object), nameKana: "たなか", email: "nope" },
		});
		await expectError(badSender, 422, {
			errors: ["フリガナは全角カタカナで入力してください", "メールアドレスの形式が正しくありません"],
		});
	});

	it("stores a questionnaire's answers once", async () => {
		const headers = await signIn(1004);
		const before = await expectSuccess<Questionnaire>(
			orangeCalls.getNewQuestionnaire,
			await get(orangeCalls.getNewQuestionnaire, headers, { query: { id: 1 } }),
		);
		expect(before.answeredAt).toBeNull();
		expect(new Set(before.questions.map((question) => question.kind))).toEqual(
			new Set(["frequency", "commitment", "free_text"]),
		);

		const outsideChoices = {
			questionnaireId: 1,
			answers: QUESTIONNAIRE_1_ANSWERS.answers.map((answer) =>
				answer.questionId === 103 ? { ...answer, value: "on_target" } : answer,
			),
		};
		const refused = await expectError(
			await get(orangeCalls.answerQuestionnaire, headers, { body: outsideChoices }),
			422,
		);
		expect(refused.errors[0]).toContain("選択肢にありません");
		const missing = { questionnaireId: 1, answers: QUESTIONNAIRE_1_ANSWERS.answers.slice(1) };
		const incomplete = await expectError(await get(orangeCalls.answerQuestionnaire, headers, { body: missing }), 422);
		expect(incomplete.errors[0]).toContain("に回答してください");

		await expectSuccess(
			orangeCalls.answerQuestionnaire,
			await get(orangeCalls.answerQuestionnaire, headers, { body: QUESTIONNAIRE_1_ANSWERS }),
		);
		const after = await expectSuccess<Questionnaire>(
			orangeCalls.getNewQuestionnaire,
			await get(orangeCalls.getNewQuestionnaire, headers, { query: { id: 1 } }),
		);
		expect(after.answeredAt).not.toBeNull();
		await expectError(await get(orangeCalls.answerQuestionnaire, headers, { body: QUESTIONNAIRE_1_ANSWERS }), 422, {
			errors: ["このアンケートは回答済みです"],
		});
		await expectError(await get(orangeCalls.getNewQuestionnaire, headers, { query: { id: 99 } }), 404);
	});

	it("saves the recipe setting into the member's detail", async () => {
		const headers = await signIn(1004);
		const saved = await expectSuccess<{ type: string; expiresOn: string | null }>(
			orangeCalls.saveRecipeSetting,
			await get(orangeCalls.saveRecipeSetting, headers, { body: { type: "cholesterol" } }),
		);
		expect(saved.type).toBe("cholesterol");
		expect(saved.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
		const detail = await expectSuccess<CurrentUserDetail>(
			orangeCalls.getCurrentUserDetail,
			await get(orangeCalls.getCurrentUserDetail, headers),
		);
		expect(detail.recipeSetting).toEqual(saved);
	});

	it("checks activation tokens and the password rules", async () => {
		await expectError(
			await send(orangeMock, orangeCalls.checkActivationToken, { params: { activationToken: "unknown" } }),
			404,
		);
		const weak = { activationToken: "demo-activation", password: "abcdefgh12", passwordConfirmation: "abcdefgh12" };
		await expectError(await send(orangeMock, orangeCalls.activateUser, { body: weak }), 422, {
			errors: ["英大文字・英小文字・数字・記号のうち3種類以上を組み合わせてください"],
		});
	});

	it("e-mails a single-use reset link to a known address only", async () => {
		await expectSuccess(
			orangeCalls.requestPasswordReset,
			await send(orangeMock, orangeCalls.requestPasswordReset, { body: { email: "nobody@example.jp" } }),
		);
		expect(await outbox()).toEqual([]);
		await send(orangeMock, orangeCalls.requestPasswordReset, { body: { email: "hanako.sato@example.jp" } });
		const [mail] = await outbox();
		const token = /\/users\/password\/reset\/([\w-]+)$/.exec(mail?.body ?? "")?.[1] ?? "";
		expect(token).not.toBe("");

		const check = () =>
			send(orangeMock, orangeCalls.checkResetPasswordToken, { params: { resetPasswordToken: token } });
		await expectSuccess(orangeCalls.checkResetPasswordToken, await check());
		const reset = { resetPasswordToken: token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
		await expectSuccess(orangeCalls.resetPassword, await send(orangeMock, orangeCalls.resetPassword, { body: reset }));
		await expectError(await check(), 410, { errors: ["このURLはすでに使用されています"] });
		await expectError(await send(orangeMock, orangeCalls.resetPassword, { body: reset }), 410);

		// The new password is the one the member now has to give.
		const headers = await signIn(1002);
		await expectSuccess(
			orangeCalls.updatePassword,
			await get(orangeCalls.updatePassword, headers, {
				body: { currentPassword: NEW_PASSWORD, password: "Another1pass", passwordConfirmation: "Another1pass" },
			}),
		);
	});

	it("starts over on reset", async () => {
		const headers = await signIn(1004);
		await get(orangeCalls.saveRecipeSetting, headers, { body: { type: "diet" } });
		expect((await mockControl.request("/__mock/reset", { method: "POST" })).status).toBe(204);
		const fresh = await signIn(1004);
		const detail = await expectSuccess<CurrentUserDetail>(
			orangeCalls.getCurrentUserDetail,
			await get(orangeCalls.getCurrentUserDetail, fresh),
		);
		expect(detail.recipeSetting?.type).toBe("none");
	});
});
