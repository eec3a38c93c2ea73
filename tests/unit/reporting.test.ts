import scrub from "rollbar/src/scrub";
import { describe, expect, it } from "vitest";
import { clientTelemetryConfig } from "#app/lib/reporting/config";
import { isNetworkFailure } from "#app/lib/reporting/is-network-failure";
import {
	escapeRegExp,
	IGNORED_MESSAGES,
	isIgnoredMessage,
	REPORTER_LIMITS,
	shouldReport,
	statusOf,
} from "#app/lib/reporting/policy";
import { MAX_MESSAGE_CHARS, MAX_STACK_CHARS, reportableError } from "#app/lib/reporting/reportable-error";
import { isIgnoredCall, rollbarOptions } from "#app/lib/reporting/rollbar-options";
import {
	FILTERED,
	REQUIRED_SCRUB_FIELDS,
	SCRUB_FIELDS,
	scrubDeep,
	scrubPath,
	scrubString,
} from "#app/lib/reporting/scrub";
import { TRUNCATE_AT } from "#app/lib/reporting/truncate";
import { MESSAGES } from "../../worker/mock/messages";

const apiError = (status: number, errors: string[] = []) =>
	Object.assign(new Error(errors.join("\n")), { name: "ApiError", status, errors });

describe("docs/status-rules.md ignore list", () => {
	it("holds the Japanese messages the API answers with for the first four", () => {
		for (const message of [
			MESSAGES.pleaseLogIn,
			MESSAGES.wrongPin,
			MESSAGES.pinResendTooSoon,
			MESSAGES.twoFactorIncomplete,
		]) {
			expect(IGNORED_MESSAGES).toContain(message);
		}
	});

	it.each([
		"Please log in",
		"The authentication code is incorrect",
		"Authentication codes cannot be sent in succession, please wait a while and try again",
		"Two-factor authentication is not completed",
		"TypeError: Failed to fetch",
		"timeout exceeded",
		"AxiosError: Network Error",
	])("ignores %s wherever it appears in the message", (message) => {
		expect(isIgnoredMessage(message)).toBe(true);
		expect(shouldReport(new Error(message))).toBe(false);
	});

	it("ignores an ignored message carried in an error response's errors (500 too)", () => {
		expect(shouldReport(apiError(500, [MESSAGES.twoFactorIncomplete]))).toBe(false);
		expect(shouldReport({ status: 500, statusText: "", data: { errors: [MESSAGES.pleaseLogIn] } })).toBe(false);
	});

	it("reports other messages", () => {
		expect(isIgnoredMessage("Cannot read properties of undefined (reading 'id')")).toBe(false);
		expect(shouldReport(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(true);
	});
});

describe("docs/status-rules.md: only errors outside 400-499", () => {
	it.each([400, 401, 403, 404, 410, 422, 429, 499])("does not report %i", (status) => {
		expect(shouldReport(apiError(status, ["x"]))).toBe(false);
		expect(shouldReport({ status, statusText: "", data: null })).toBe(false);
	});

	it.each([399, 500, 502, 503])("reports %i", (status) => {
		expect(shouldReport(apiError(status, ["通信中に予期せぬエラーが発生しました"]))).toBe(true);
	});

	it("reads the status of errors and error responses, nothing else", () => {
		expect(statusOf(apiError(503))).toBe(503);
		expect(statusOf({ status: "500" })).toBeUndefined();
		expect(statusOf("500")).toBeUndefined();
	});

	it("does not report a visitor leaving (AbortError) or nothing at all", () => {
		expect(shouldReport(new DOMException("aborted", "AbortError"))).toBe(false);
		expect(shouldReport(undefined)).toBe(false);
		expect(shouldReport(null)).toBe(false);
	});
});

describe("network failures (toast, not report)", () => {
	it.each([
		new TypeError("Failed to fetch"),
		new TypeError("NetworkError when attempting to fetch resource."),
		new TypeError("Load failed"),
		new DOMException("The operation timed out.", "TimeoutError"),
	])("recognises %s", (error) => {
		expect(isNetworkFailure(error)).toBe(true);
	});

	it("leaves programming errors and chunk loads alone", () => {
		expect(isNetworkFailure(new TypeError("x is not a function"))).toBe(false);
		expect(isNetworkFailure(new TypeError("Failed to fetch dynamically imported module: /assets/a.js"))).toBe(false);
		expect(isNetworkFailure("Failed to fetch")).toBe(false);
	});
});

describe("scrubbing", () => {
	it("replaces path tokens of pages and API calls", () => {
		expect(scrubString("https://portal.example.jp/activation/AbC-123_x?x=1")).toBe(
			"https://portal.example.jp/activation/[token]?x=1",
		);
		expect(scrubPath("/users/password/reset/tok_1")).toBe("/users/password/reset/[token]");
		expect(scrubPath("/users/password/reset")).toBe("/users/password/reset");
		expect(scrubPath("/contact_detail_form/u-1/change_email/c-2")).toBe(
			"/contact_detail_form/[token]/change_email/[token]",
		);
		expect(scrubPath("/api/orange/v1/users/act-1/check")).toBe("/api/orange/v1/users/[token]/check");
		expect(scrubPath("/api/orange/v1/reset_passwords/r-1/check")).toBe("/api/orange/v1/reset_passwords/[token]/check");
		expect(scrubPath("/api/orange/v1/reset_passwords/reset")).toBe("/api/orange/v1/reset_passwords/reset");
		expect(scrubPath("/api/lime/v1/change_emails/c-1/change?urlToken=u")).toBe(
			"/api/lime/v1/change_emails/[token]/change",
		);
		expect(scrubPath("/news/12")).toBe("/news/12");
	});

	it("filters the OAuth code and state and tokens in queries, inside any text", () => {
		expect(scrubString("GET /callback?code=abc&state=xyz&other=1 failed")).toBe(
			`GET /callback?code=${FILTERED}&state=${FILTERED}&other=1 failed`,
		);
		expect(scrubString("/x?urlToken=u1")).toBe(`/x?urlToken=${FILTERED}`);
	});

	it("filters the fields by key (docs/decisions/050-error-reporting.md), at any depth, case-insensitively", () => {
		const input = {
			client_id: "portal",
			member: { name: "山田 太郎", NAMEKANA: "ヤマダ タロウ", hurigana: "やまだ", email: "a@example.jp" },
			list: [{ birth: "1980-01-01", phone: "090", phoneNumber: "09012345678" }],
			kept: "ok",
			path: "/activation/secret1",
		};
		expect(scrubDeep(input)).toEqual({
			client_id: FILTERED,
			member: { name: FILTERED, NAMEKANA: FILTERED, hurigana: FILTERED, email: FILTERED },
			list: [{ birth: FILTERED, phone: FILTERED, phoneNumber: FILTERED }],
			kept: "ok",
			path: "/activation/[token]",
		});
		expect(input.member.name).toBe("山田 太郎");
	});

	it("survives cycles", () => {
		const node: Record<string, unknown> = { a: 1 };
		node.self = node;
		expect(scrubDeep(node)).toEqual({ a: 1, self: "[Circular]" });
	});
});

describe("browser Rollbar settings (docs/status-rules.md)", () => {
	const options = rollbarOptions({ env: "staging", rollbarToken: "tok" });

	it("anonymises the IP and keeps the limits", () => {
		expect(options.captureIp).toBe("anonymize");
		expect(options.itemsPerMinute).toBe(60);
		expect(options.maxTelemetryEvents).toBe(100);
		expect(options.environment).toBe("staging");
		expect(options.enabled).toBe(true);
		expect(options.scrubTelemetryInputs).toBe(true);
		expect(options.scrubFields).toEqual(expect.arrayContaining([...REQUIRED_SCRUB_FIELDS]));
	});

	it("leaves global capture to the always-loaded module", () => {
		expect(options.captureUncaught).toBe(false);
		expect(options.captureUnhandledRejections).toBe(false);
	});

	it("is disabled without a token", () => {
		expect(rollbarOptions({ env: "qa", rollbarToken: "" }).enabled).toBe(false);
	});

	it("gives Rollbar ignore patterns that match the messages literally", () => {
		// Rollbar builds `new RegExp(pattern, "gi")` from each entry.
		const patterns = (options.ignoredMessages ?? []).map((pattern) => new RegExp(pattern, "gi"));
		for (const message of IGNORED_MESSAGES) {
			expect(patterns.some((pattern) => pattern.test(`Error: ${message}`))).toBe(true);
		}
		expect(new RegExp(escapeRegExp("a.b(c)"), "gi").test("aXb(c)")).toBe(false);
	});

	it("ignores calls about a 4xx or an ignored message, whatever the argument order", () => {
		expect(isIgnoredCall([new Error("boom"), { source: "x", status: 404 }])).toBe(true);
		expect(isIgnoredCall(["ログインしてください"])).toBe(true);
		expect(isIgnoredCall([new Error("boom"), { source: "x", uncaught: true }])).toBe(false);
		expect(options.checkIgnore?.(false, [new Error("boom")], {})).toBe(false);
	});

	it("transforms payloads to drop path tokens", async () => {
		const data: Record<string, unknown> = {
			request: { url: "https://portal.example.jp/activation/abc123?code=1" },
			body: { telemetry: [{ body: { url: "/api/orange/v1/users/abc123/check" } }] },
		};
		await options.transform?.(data, {});
		expect(JSON.stringify(data)).not.toContain("abc123");
		expect(data.request).toEqual({ url: `https://portal.example.jp/activation/[token]?code=${FILTERED}` });
	});

	it("scrubs the fields with Rollbar's own scrubber, keys and query parameters alike", () => {
		const scrubbed = scrub(
			{
				custom: { name: "山田", nameKana: "ヤマダ", email: "a@example.jp", note: "ok" },
				request: { url: "https://p.example.jp/contact?email=a%40example.jp&phone=0901&page=2" },
			},
			options.scrubFields ?? [],
		) as { custom: Record<string, string>; request: { url: string } };
		expect(scrubbed.custom.note).toBe("ok");
		for (const key of ["name", "nameKana", "email"]) expect(scrubbed.custom[key]).toMatch(/^\*+$/);
		expect(scrubbed.request.url).not.toContain("a%40example.jp");
		expect(scrubbed.request.url).not.toContain("0901");
		expect(scrubbed.request.url).toContain("page=2");
	});

	it("truncates items over 512 KB in its transform (rollbar's browser transport does not)", async () => {
		const data: Record<string, unknown> = {
			environment: "staging",
			body: {
				trace: {
					frames: Array.from({ length: 200 }, (_, i) => ({ filename: `/assets/a-${i}.js`, lineno: i })),
					exception: { class: "Error", message: `big ${"x".repeat(REPORTER_LIMITS.maxPayloadBytes)}` },
				},
			},
			custom: { dump: "y".repeat(REPORTER_LIMITS.maxPayloadBytes) },
		};
		await options.transform?.(data, {});
		const size = new TextEncoder().encode(JSON.stringify({ data })).length;
		expect(size).toBeLessThanOrEqual(TRUNCATE_AT);
		expect(data.environment).toBe("staging");
		expect(JSON.stringify(data.body)).toContain('"class":"Error"');
		expect(JSON.stringify(data.body)).toContain("big xxx");
	});

	it("leaves small items as they are", async () => {
		const data: Record<string, unknown> = { body: { message: { body: "small" } }, custom: { a: 1 } };
		await options.transform?.(data, {});
		expect(data).toEqual({ body: { message: { body: "small" } }, custom: { a: 1 } });
	});
});

describe("what the root loader hands the browser", () => {
	const base = { APP_ENV: "staging", ROLLBAR_CLIENT_TOKEN: "tok", ANALYTICS_TAG_ID: "G-1" };

	it("keeps the token in real environments", () => {
		expect(clientTelemetryConfig({ ...base, reporting: true })).toEqual({
			env: "staging",
			rollbarToken: "tok",
			analyticsTagId: "G-1",
		});
	});

	it("drops it where reporting is off (local, default): console only", () => {
		expect(clientTelemetryConfig({ ...base, APP_ENV: "local", reporting: false }).rollbarToken).toBe("");
	});

	it("lists every scrubbed field once", () => {
		expect(new Set(SCRUB_FIELDS.map((field) => field.toLowerCase())).size).toBe(SCRUB_FIELDS.length);
	});
});

describe("the error object Rollbar is given", () => {
	class ApiLikeError extends Error {
		override name = "ApiError";
		constructor(
			message: string,
			readonly status: number,
			readonly errors: string[],
		) {
			super(message);
		}
	}

	it("is a real Error of the same class, with tokens removed from message and stack", () => {
		const original = new TypeError("fetch /activation/secret-1?code=c1 failed");
		const copy = reportableError(original);
		expect(Object.prototype.toString.call(copy)).toBe("[object Error]");
		expect(copy).toBeInstanceOf(TypeError);
		expect(copy.name).toBe("TypeError");
		expect(copy.message).toBe("fetch /activation/[token]?code=[Filtered] failed");
		expect(copy.stack).not.toContain("secret-1");
		expect(copy.stack).toContain("/activation/[token]");
		expect(original.message).toContain("secret-1");
	});

	it("keeps status and messages for the rules (docs/status-rules.md), scrubbed", () => {
		const copy = reportableError(new ApiLikeError("boom", 404, ["ログインしてください"])) as ApiLikeError;
		expect(copy.status).toBe(404);
		expect(copy.errors).toEqual(["ログインしてください"]);
		expect(shouldReport(copy)).toBe(false);
	});

	it("caps huge messages and stacks, and copies causes", () => {
		const cause = new Error("inner /users/password/reset/r-1");
		const copy = reportableError(new Error("x".repeat(100_000), { cause }));
		expect(copy.message.length).toBe(MAX_MESSAGE_CHARS);
		expect((copy.stack ?? "").length).toBeLessThanOrEqual(MAX_STACK_CHARS);
		expect((copy.cause as Error).message).toBe("inner /users/password/reset/[token]");
	});
});
