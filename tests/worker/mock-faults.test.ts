import { beforeEach, describe, expect, it } from "vitest";
import { errorResponseSchema } from "#app/contract/common";
import { limeCalls } from "#app/contract/lime";
import { orangeCalls } from "#app/contract/orange";
import { mockControl } from "../../worker/mock/control";
import { FAULT_IDS, type Fault } from "../../worker/mock/faults";
import { limeMock } from "../../worker/mock/lime";
import { createOrangeMock, orangeMock } from "../../worker/mock/orange";
import { mockState, resetMockState } from "../../worker/mock/state";
import { expectSuccess, send, signIn } from "./mock-helpers";

/** What each fault answers: HTTP status and error code. */
const EXPECTED: Record<Exclude<Fault, "malformed" | "slow" | "lost">, { status: number; code?: string }> = {
	"401-001": { status: 401, code: "401-001" },
	"401-002": { status: 401, code: "401-002" },
	"401-003": { status: 401, code: "401-003" },
	"403-001": { status: 403, code: "403-001" },
	"403-002": { status: 403, code: "403-002" },
	"404": { status: 404 },
	"410": { status: 410 },
	"500": { status: 500 },
	"503": { status: 503 },
};
const coded = Object.entries(EXPECTED) as [keyof typeof EXPECTED, { status: number; code?: string }][];

async function expectFault(response: Response, expected: { status: number; code?: string }) {
	expect(response.status).toBe(expected.status);
	const body = errorResponseSchema.parse(await response.json());
	expect(body.status).toBe(expected.status);
	expect(body.error_code ?? undefined).toBe(expected.code);
	expect(body.errors.length).toBeGreaterThan(0);
}

beforeEach(() => {
	resetMockState();
});

describe("mock faults: x-mock-fault header", () => {
	it.each(coded)("answers %s on an orange call, before authentication", async (fault, expected) => {
		await expectFault(
			await send(orangeMock, orangeCalls.getCurrentUser, { headers: { "x-mock-fault": fault } }),
			expected,
		);
	});

	it.each(coded)("answers %s on a lime call", async (fault, expected) => {
		const response = await send(limeMock, limeCalls.checkUrlToken, {
			params: { urlToken: "demo-lime" },
			headers: { "x-mock-fault": fault },
		});
		await expectFault(response, expected);
	});

	it("answers malformed JSON with a 200", async () => {
		const response = await send(orangeMock, orangeCalls.getCurrentUser, { headers: { "x-mock-fault": "malformed" } });
		expect(response.status).toBe(200);
		expect(response.headers.get("Content-Type")).toContain("application/json");
		await expect(response.json()).rejects.toThrow();
	});

	it("answers normally, but late, when slow", async () => {
		const app = createOrangeMock({ slowMs: 60 });
		const headers = { ...(await signIn(1001)), "x-mock-fault": "slow" };
		const started = Date.now();
		await expectSuccess(orangeCalls.getCurrentUser, await send(app, orangeCalls.getCurrentUser, { headers }));
		expect(Date.now() - started).toBeGreaterThanOrEqual(50);
	});

	it("ignores an unknown fault name", async () => {
		const response = await send(orangeMock, orangeCalls.getCurrentUser, { headers: { "x-mock-fault": "teapot" } });
		expect(response.status).toBe(401);
	});
});

describe("mock faults: ids", () => {
	const byId = Object.entries(FAULT_IDS).filter(([, fault]) => fault in EXPECTED) as [string, keyof typeof EXPECTED][];

	it.each(byId)("news %s answers %s for a signed-in member", async (id, fault) => {
		const headers = await signIn(1001);
		await expectFault(
			await send(orangeMock, orangeCalls.getNews, { params: { newsId: id }, headers }),
			EXPECTED[fault],
		);
	});

	it.each(byId)("health support %s answers %s", async (id, fault) => {
		const headers = await signIn(1001);
		const response = await send(orangeMock, orangeCalls.getHealthSupport, { params: { id }, headers });
		await expectFault(response, EXPECTED[fault]);
	});

	it.each(byId)("questionnaire %s answers %s", async (id, fault) => {
		const headers = await signIn(1004);
		const response = await send(orangeMock, orangeCalls.getNewQuestionnaire, { query: { id }, headers });
		await expectFault(response, EXPECTED[fault]);
	});

	it("news 9200 answers malformed JSON and 9408 answers late", async () => {
		const headers = await signIn(1001);
		const malformed = await send(orangeMock, orangeCalls.getNews, { params: { newsId: 9200 }, headers });
		expect(malformed.status).toBe(200);
		await expect(malformed.json()).rejects.toThrow();

		const app = createOrangeMock({ slowMs: 60 });
		const started = Date.now();
		const slow = await send(app, orangeCalls.getNews, { params: { newsId: 9408 }, headers });
		expect(Date.now() - started).toBeGreaterThanOrEqual(50);
		// After the delay the id is simply not a news item.
		expect(slow.status).toBe(404);
	});

	it("still requires sign-in before an id fault", async () => {
		const response = await send(orangeMock, orangeCalls.getNews, { params: { newsId: 94013 } });
		await expectFault(response, { status: 401, code: "401-001" });
	});
});

describe("mock faults: tokens", () => {
	it.each([
		["410", 410],
		["500", 500],
		["503", 503],
	])("lime link fault-%s answers %i on check", async (fault, status) => {
		const response = await send(limeMock, limeCalls.checkUrlToken, { params: { urlToken: `fault-${fault}` } });
		await expectFault(response, { status });
	});

	it("lime link fault-410 answers 410 on authenticate too", async () => {
		const body = { urlToken: "fault-410", birthDate: "1980-04-01", nameKana: "ヤマダ タロウ", kigou: "1", number: "1" };
		await expectFault(await send(limeMock, limeCalls.authenticate, { body }), { status: 410 });
	});

	it.each([
		["activation", orangeCalls.checkActivationToken, { activationToken: "fault-410" }],
		["reset", orangeCalls.checkResetPasswordToken, { resetPasswordToken: "fault-410" }],
	] as const)("%s token fault-410 answers 410", async (_, call, params) => {
		await expectFault(await send(orangeMock, call, { params }), { status: 410 });
	});

	it("reset submit with fault-410 answers 410 (docs/status-rules.md: error page)", async () => {
		const body = { resetPasswordToken: "fault-410", password: "Passw0rdNew", passwordConfirmation: "Passw0rdNew" };
		await expectFault(await send(orangeMock, orangeCalls.resetPassword, { body }), { status: 410 });
	});

	it("change-email token fault-500 answers 500", async () => {
		const response = await send(limeMock, limeCalls.confirmEmailChange, {
			params: { changeEmailToken: "fault-500" },
			query: { urlToken: "demo-lime" },
		});
		await expectFault(response, { status: 500 });
	});
});

describe("mock faults: only id and token fields", () => {
	it("never trips on free text", async () => {
		const headers = await signIn(1001);
		const response = await send(orangeMock, orangeCalls.createContact, {
			body: { subject: "other", body: "fault-500" },
			headers,
		});
		expect(response.status).toBe(201);
	});

	it("trips on an id in the body", async () => {
		const headers = await signIn(1001);
		const response = await send(orangeMock, orangeCalls.answerQuestionnaire, {
			body: { questionnaireId: 9503, answers: [] },
			headers,
		});
		await expectFault(response, { status: 503 });
	});
});

describe("mock faults: armed through the control app", () => {
	const arm = (armed: Record<string, unknown>) =>
		mockControl.request("/__mock/faults", {
			method: "POST",
			headers: { "Content-Type": "application/json" },
			body: JSON.stringify(armed),
		});
	const contact = (email: string) => ({
		subject: "other",
		body: "届きません",
		name: "山田 花子",
		nameKana: "ヤマダ ハナコ",
		email,
	});

	it("fails the next call of one member only, once", async () => {
		expect((await arm({ call: "POST /api/orange/v1/recipe_settings", fault: "503", member: 1008 })).status).toBe(204);
		const other = await signIn(1001);
		const member = await signIn(1008);
		const body = { type: "diet" };
		await expectSuccess(
			orangeCalls.saveRecipeSetting,
			await send(orangeMock, orangeCalls.saveRecipeSetting, { body, headers: other }),
		);
		await expectFault(await send(orangeMock, orangeCalls.saveRecipeSetting, { body, headers: member }), {
			status: 503,
		});
		await expectSuccess(
			orangeCalls.saveRecipeSetting,
			await send(orangeMock, orangeCalls.saveRecipeSetting, { body, headers: member }),
		);
	});

	it("scopes an anonymous call by its body and counts `times`", async () => {
		await arm({ call: "POST /api/orange/v1/public/contact", fault: "500", bodyContains: "a@example.jp", times: 2 });
		const call = orangeCalls.createPublicContact;
		expect((await send(orangeMock, call, { body: contact("b@example.jp") })).status).toBe(201);
		await expectFault(await send(orangeMock, call, { body: contact("a@example.jp") }), { status: 500 });
		await expectFault(await send(orangeMock, call, { body: contact("a@example.jp") }), { status: 500 });
		expect((await send(orangeMock, call, { body: contact("a@example.jp") })).status).toBe(201);
	});

	it("refuses an unscoped, unknown or malformed arming, and a reset disarms", async () => {
		expect((await arm({ call: "POST /api/orange/v1/contact", fault: "500" })).status).toBe(400);
		expect((await arm({ call: "POST /api/orange/v1/contact", fault: "teapot", member: 1001 })).status).toBe(400);
		expect((await arm({ call: "https://evil.example/", fault: "500", member: 1001 })).status).toBe(400);
		await arm({ call: "POST /api/orange/v1/contact", fault: "500", member: 1001 });
		await mockControl.request("/__mock/reset?member=1001", { method: "POST" });
		const response = await send(orangeMock, orangeCalls.createContact, {
			body: { subject: "other", body: "届きません" },
			headers: await signIn(1001),
		});
		expect(response.status).toBe(201);
	});
});

describe("mock: Idempotency-Key and answers lost after the API acted", () => {
	const enquiry = { subject: "other", body: "一度だけ届くはずです", name: "山田 花子", nameKana: "ヤマダ ハナコ" };
	const publicContact = (email: string, key: string, fault?: string) =>
		send(orangeMock, orangeCalls.createPublicContact, {
			body: { ...enquiry, email },
			headers: { "Idempotency-Key": key, ...(fault ? { "x-mock-fault": fault } : {}) },
		});

	it("stores a write whose answer is lost, and a resend with its key gets the first answer, stored once", async () => {
		const key = crypto.randomUUID();
		const lost = await publicContact("lost@example.jp", key, "lost");
		expect(lost.status).toBe(502);
		expect(mockState().contacts).toHaveLength(1);
		const first = mockState().contacts[0];
		const resent = await expectSuccess<{ id: number }>(
			orangeCalls.createPublicContact,
			await publicContact("lost@example.jp", key),
		);
		expect(resent.id).toBe(first?.id);
		expect(mockState().contacts).toHaveLength(1);
	});

	it("refuses the same key with another body (422), and a new key is a new write", async () => {
		const key = crypto.randomUUID();
		await expectSuccess(orangeCalls.createPublicContact, await publicContact("a@example.jp", key));
		expect((await publicContact("b@example.jp", key)).status).toBe(422);
		await expectSuccess(orangeCalls.createPublicContact, await publicContact("a@example.jp", crypto.randomUUID()));
		expect(mockState().contacts).toHaveLength(2);
	});

	it("keeps no key for a refusal: the corrected resend is done", async () => {
		const key = crypto.randomUUID();
		expect((await publicContact("c@example.jp", key, "503")).status).toBe(503);
		await expectSuccess(orangeCalls.createPublicContact, await publicContact("c@example.jp", key));
		expect(mockState().contacts).toHaveLength(1);
	});
});
