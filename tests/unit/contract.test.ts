import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { errorResponseSchema, idSchema, tokenSchema } from "#app/contract/common";
import { API_BASE_PATHS, type CallDefinition, defineCall, pathParamNames } from "#app/contract/define";
import { ERROR_CODES } from "#app/contract/error-codes";
import * as labels from "#app/contract/labels";
import { limeCalls } from "#app/contract/lime";
import { CONTACT_DETAIL_FIELDS, contactDetailValidationErrorSchema } from "#app/contract/lime/contact-detail";
import { orangeCalls } from "#app/contract/orange";
import { questionSchema } from "#app/contract/orange/questionnaire";

const ORANGE_CALLS_EXPECTED = [
	"POST /contact",
	"POST /public/contact",
	"GET /current_user",
	"GET /current_user/detail",
	"PATCH /update_passwords",
	"PATCH /update_passwords/force_update",
	"GET /health_supports",
	"GET /health_supports/:id",
	"GET /news",
	"GET /news/:newsId",
	"GET /users/:activationToken/check",
	"POST /users/activate",
	"GET /questionnaire/new",
	"POST /questionnaire",
	"POST /recipe_settings",
	"POST /reset_passwords",
	"GET /reset_passwords/:resetPasswordToken/check",
	"POST /reset_passwords/reset",
	"POST /two_factors",
	"GET /two_factors/count_trusted_browsers",
	"DELETE /two_factors/delete_trusted_browsers",
	"POST /two_factors/send_pin_code_email",
	"POST /two_factors/send_pin_code_sms",
];

const LIME_CALLS_EXPECTED = [
	"POST /change_emails",
	"GET /change_emails/:changeEmailToken/change",
	"GET /change_emails/:changeEmailToken/check",
	"GET /contact_detail/new",
	"POST /contact_detail",
	"POST /contact_detail/confirm",
	"GET /users/:urlToken/check",
	"POST /users/authenticate",
];

/** docs/session.md: the calls that need no token. */
const TOKEN_FREE = [
	"GET /users/:activationToken/check",
	"POST /users/activate",
	"POST /reset_passwords",
	"GET /reset_passwords/:resetPasswordToken/check",
	"POST /reset_passwords/reset",
	"POST /public/contact",
	"GET /change_emails/:changeEmailToken/change",
	"GET /change_emails/:changeEmailToken/check",
	"GET /users/:urlToken/check",
	"POST /users/authenticate",
];

const signature = (call: CallDefinition) => `${call.method} ${call.path}`;
const allCalls: CallDefinition[] = [...Object.values(orangeCalls), ...Object.values(limeCalls)];

describe("contract: calls", () => {
	it("declares exactly the main API calls (docs/contract.md)", () => {
		expect(Object.values(orangeCalls).map(signature).sort()).toEqual([...ORANGE_CALLS_EXPECTED].sort());
		for (const call of Object.values(orangeCalls)) expect(call.api).toBe("orange");
	});

	it("declares exactly the contact-detail calls (docs/contract.md)", () => {
		expect(Object.values(limeCalls).map(signature).sort()).toEqual([...LIME_CALLS_EXPECTED].sort());
		for (const call of Object.values(limeCalls)) expect(call.api).toBe("lime");
	});

	it("puts the APIs at their base paths", () => {
		expect(API_BASE_PATHS).toEqual({ orange: "/api/orange/v1", lime: "/api/lime/v1" });
	});

	it("needs a token for every call except docs/session.md's", () => {
		for (const call of allCalls) {
			expect([signature(call), call.auth]).toEqual([
				signature(call),
				TOKEN_FREE.includes(signature(call)) ? "none" : "bearer",
			]);
		}
	});

	it("declares params for exactly the path placeholders, including the required ones (docs/routes.md)", () => {
		for (const call of allCalls) {
			expect(Object.keys(call.params?.shape ?? {}).sort()).toEqual(pathParamNames(call.path).sort());
		}
		const names = allCalls.flatMap((call) => pathParamNames(call.path));
		expect(names).toEqual(expect.arrayContaining(["id", "newsId", "activationToken", "resetPasswordToken"]));
	});

	it("answers 204 exactly when there is no response body, except two-factor's 200 that answers in headers", () => {
		for (const call of allCalls) {
			const headersOnly = call === orangeCalls.verifyTwoFactor;
			expect([signature(call), call.successStatus === 204]).toEqual([signature(call), !call.response && !headersOnly]);
		}
		expect(orangeCalls.verifyTwoFactor.successStatus).toBe(200);
	});

	it("gives POST /two_factors the trusted-browser response headers", () => {
		expect(Object.keys(orangeCalls.verifyTwoFactor.responseHeaders.shape).sort()).toEqual(["x-guid", "x-pin-code"]);
	});

	it("refuses a definition whose params disagree with its path", () => {
		expect(() =>
			defineCall({ api: "orange", method: "GET", path: "/news/:newsId", auth: "bearer", successStatus: 204 }),
		).toThrow(/params must be exactly \[newsId\]/);
		expect(() =>
			defineCall({
				api: "orange",
				method: "GET",
				path: "/news",
				auth: "bearer",
				params: z.object({ id: idSchema }),
				successStatus: 204,
			}),
		).toThrow(/params/);
		expect(() =>
			defineCall({
				api: "orange",
				method: "GET",
				path: "/x",
				auth: "bearer",
				response: z.object({}),
				successStatus: 204,
			}),
		).toThrow(/204/);
	});
});

describe("contract: shared schemas", () => {
	it.each([
		[1, 1],
		["12", 12],
		["9007199254740991", 9007199254740991],
	])("accepts the id %j", (input, output) => {
		expect(idSchema.parse(input)).toBe(output);
	});

	it.each([0, -1, 1.5, "0", "01", "1e3", " 1", "abc", "", "+1", "9007199254740993", undefined, null])(
		"rejects the id %j",
		(input) => {
			expect(idSchema.safeParse(input).success).toBe(false);
		},
	);

	it.each(["demo-reset", "abc_DEF-123"])("accepts the token %j", (token) => {
		expect(tokenSchema.parse(token)).toBe(token);
	});

	it.each(["", ".", "..", "a/b", "a%2Fb", "a b", "x".repeat(257)])("rejects the token %j", (token) => {
		expect(tokenSchema.safeParse(token).success).toBe(false);
	});

	it("reads the error response with or without a code", () => {
		expect(errorResponseSchema.parse({ status: 401, errors: ["ログインしてください"], error_code: "401-001" })).toEqual(
			{
				status: 401,
				errors: ["ログインしてください"],
				error_code: "401-001",
			},
		);
		expect(errorResponseSchema.parse({ status: 400, errors: [] })).toEqual({ status: 400, errors: [] });
	});

	it("lists the error codes (docs/status-rules.md)", () => {
		expect(ERROR_CODES).toEqual(["401-001", "401-002", "401-003", "403-001", "403-002"]);
	});

	it("reads the contact-detail validation error with the per-field messages (docs/contract.md)", () => {
		expect(CONTACT_DETAIL_FIELDS).toEqual([
			"postalCodeType",
			"postalCodeFirst",
			"postalCodeSecond",
			"addressType",
			"prefecture",
			"city",
			"street",
			"building",
			"phoneType",
			"phoneNumber",
		]);
		const parsed = contactDetailValidationErrorSchema.parse({
			status: 422,
			errors: ["郵便番号（前半）は3桁の数字で入力してください"],
			postalCodeFirst: ["郵便番号（前半）は3桁の数字で入力してください"],
		});
		expect(parsed.postalCodeFirst).toEqual(["郵便番号（前半）は3桁の数字で入力してください"]);
	});

	it("keeps question kinds and their answers in step", () => {
		const commitment = questionSchema.parse({
			kind: "commitment",
			id: 1,
			text: "取り組めましたか",
			required: true,
			choices: ["success", "often", "none"],
		});
		expect(commitment.kind).toBe("commitment");
		expect(
			questionSchema.safeParse({ kind: "commitment", id: 1, text: "x", required: true, choices: [] }).success,
		).toBe(false);
	});
});

describe("contract: enumerations and labels", () => {
	const pairs: [readonly (string | number)[], Readonly<Record<string | number, string>>][] = [
		[labels.NEWS_LINK_TYPES, labels.NEWS_LINK_TYPE_LABELS],
		[labels.CONTACT_SUBJECTS, labels.CONTACT_SUBJECT_LABELS],
		[labels.ACTION_STATUSES, labels.ACTION_STATUS_LABELS],
		[labels.ACTION_TYPES, labels.ACTION_TYPE_LABELS],
		[labels.FREQUENCIES, labels.FREQUENCY_LABELS],
		[labels.COMMITMENTS, labels.COMMITMENT_LABELS],
		[labels.RECIPE_SETTING_TYPES, labels.RECIPE_SETTING_TYPE_LABELS],
		[labels.SPECIFIC_HEALTH_GUIDANCE_PERIODS, labels.SPECIFIC_HEALTH_GUIDANCE_PERIOD_LABELS],
		[labels.ADDRESS_TYPES, labels.ADDRESS_TYPE_LABELS],
		[labels.PHONE_TYPES, labels.PHONE_TYPE_LABELS],
	];

	it("holds the values (docs/contract.md)", () => {
		expect(labels.NEWS_LINK_TYPES).toEqual(["service", "report", "advice", "recipe"]);
		expect(labels.CONTACT_SUBJECTS.slice(1)).toEqual(["account", "health_support", "other"]);
		expect(labels.ACTION_STATUSES).toEqual(["first", "before", "waiting", "unreported", "reported", "done"]);
		expect(labels.ACTION_TYPES).toEqual([
			"first",
			"middle",
			"last",
			"continuation",
			"middle_tentative",
			"last_tentative",
			"continuation_tentative",
		]);
		expect(labels.FREQUENCIES).toEqual([
			"one_day",
			"two_days",
			"three_days",
			"four_days",
			"five_days",
			"six_days",
			"everyday",
		]);
		expect(labels.COMMITMENTS).toEqual([
			"success",
			"often",
			"none",
			"on_target",
			"on_regular_basis",
			"failed_on_target",
			"nothing",
		]);
		expect(labels.RECIPE_SETTING_TYPES).toEqual([
			"diet",
			"blood_pressure",
			"cholesterol",
			"blood_glucose",
			"neutral_fat",
			"menopause",
			"none",
			"expired",
		]);
		expect(labels.SPECIFIC_HEALTH_GUIDANCE_PERIODS).toEqual([3, 4]);
	});

	it("labels every value, and nothing else, in Japanese", () => {
		for (const [values, map] of pairs) {
			expect(Object.keys(map).sort()).toEqual(values.map(String).sort());
			for (const label of Object.values(map)) expect(label).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
		}
	});

	it("never offers `expired` as a recipe choice", () => {
		expect(labels.SELECTABLE_RECIPE_SETTING_TYPES).not.toContain("expired");
		expect(orangeCalls.saveRecipeSetting.body.safeParse({ type: "expired" }).success).toBe(false);
		expect(orangeCalls.saveRecipeSetting.body.safeParse({ type: "diet" }).success).toBe(true);
	});

	it("keeps the label and error-code modules free of zod and server code, for the browser bundle", () => {
		for (const file of ["app/contract/labels.ts", "app/contract/error-codes.ts", "app/lib/api/errors.ts"]) {
			const source = readFileSync(file, "utf8");
			expect(source).not.toMatch(/from "zod"|\.server"/);
		}
	});
});
