import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RATE_LIMITED_MESSAGE } from "#app/request/rate-limit.server";
import { resetMockState } from "../../worker/mock/state";
import type { DemoMemberId } from "./support/members";
import { type RoutedAnswer, routed } from "./support/route-app";
import { pagePost, visitorCookie } from "./support/visits";

/* Each limited action past its limit answers 429 with the input kept; posts until the limit shows. */

const LIMIT_MEMBER = 1009;

const FORM = "application/x-www-form-urlencoded";

/** conform's reply: the action's data itself, or its `result`. */
type Reply = { initialValue?: Record<string, string> };

type LimitedCase = {
	name: string;
	url: string;
	limit: number;
	form: Record<string, string>;
	/** Fields that must come back as typed (not passwords). */
	kept: string[];
	as?: { member?: DemoMemberId };
	/** A client address of its own, so other files' posts do not count here. */
	address?: boolean;
};

const CASES: LimitedCase[] = [
	{
		name: "PIN verify per member",
		url: "/two_factor_authentication/email",
		limit: 5,
		form: { pinCode: "000000" },
		kept: ["pinCode"],
		as: { member: LIMIT_MEMBER },
	},
	{
		name: "PIN send per member",
		url: "/two_factor_authentication/email",
		limit: 3,
		form: { intent: "send" },
		kept: [],
		as: { member: LIMIT_MEMBER },
	},
	{
		name: "reset mail per address",
		url: "/users/password/reset",
		limit: 5,
		form: { email: "taro@example.jp" },
		kept: ["email"],
		address: true,
	},
	{
		name: "activation resend per address",
		url: "/users/token_expired",
		limit: 5,
		form: { email: "taro@example.jp" },
		kept: ["email"],
		address: true,
	},
	{
		name: "public enquiry per address",
		url: "/contact",
		limit: 5,
		form: {
			subject: "other",
			name: "山田 花子",
			nameKana: "ヤマダ ハナコ",
			email: "hanako@example.jp",
			body: "質問です。",
			consent: "on",
			intent: "send",
		},
		kept: ["subject", "name", "nameKana", "email", "body", "consent"],
		address: true,
	},
];

beforeAll(() => {
	resetMockState();
	vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("the bindings", () => {
	it("exist in the default environment", () => {
		for (const name of ["PIN_VERIFY_LIMITER", "PIN_SEND_LIMITER", "PASSWORD_MAIL_LIMITER", "PUBLIC_ENQUIRY_LIMITER"]) {
			expect(typeof (env as unknown as Record<string, { limit?: unknown }>)[name]?.limit, name).toBe("function");
		}
	});
});

describe.each(CASES.map((testCase) => [testCase.name, testCase] as const))("%s", (_name, testCase) => {
	// The mock locks a member's PIN after 5 wrong ones: each case starts from a fresh mock.
	beforeEach(() => resetMockState());

	it("over the limit: 429, the message above the form, the input kept", async () => {
		const cookie = await visitorCookie({ as: testCase.as });
		const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
		const statuses: number[] = [];
		let last: RoutedAnswer | null = null;
		for (let attempt = 0; attempt <= testCase.limit; attempt++) {
			const request = pagePost(testCase.url, cookie, new URLSearchParams(testCase.form).toString(), FORM);
			if (testCase.address) request.headers.set("CF-Connecting-IP", address);
			const response = await routed(request);
			statuses.push(response.status);
			const text = await response.text();
			// The mock's own 429 (a second code within 30 s) is not ours: go on until our limit answers.
			if (response.status === 429 && text.includes(RATE_LIMITED_MESSAGE)) {
				last = JSON.parse(text) as RoutedAnswer;
				break;
			}
		}
		expect(statuses.at(-1), statuses.join()).toBe(429);
		expect(JSON.stringify(last)).toContain(RATE_LIMITED_MESSAGE);
		const data = (last?.outcome as { data?: Reply & { result?: Reply } } | undefined)?.data;
		const initialValue = (data?.result ?? data)?.initialValue;
		// A date's parts come back nested (birthDate.year → { birthDate: { year } }).
		const keptValue = (field: string) =>
			field
				.split(".")
				.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], initialValue);
		for (const field of testCase.kept) expect(keptValue(field), field).toBe(testCase.form[field]);
	});
});

describe("another address is counted apart", () => {
	it("a reset mail from a fresh address goes through after another address met the limit", async () => {
		const post = (address: string) => {
			const request = pagePost("/users/password/reset", "", "email=taro%40example.jp", FORM);
			request.headers.set("CF-Connecting-IP", address);
			return routed(request);
		};
		for (let attempt = 0; attempt < 6; attempt++) await post("198.51.100.7");
		expect((await post("198.51.100.7")).status).toBe(429);
		expect((await post("198.51.100.8")).status).not.toBe(429);
	});
});
