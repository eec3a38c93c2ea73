import { parseWithZod } from "@conform-to/zod/v4";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod";
import {
	limeUrlTokenMiddleware,
	rememberLimeAccess,
	requireLimeAccess,
	urlTokenOf,
} from "#app/features/contact-detail/session.server";
import { ApiError } from "#app/lib/api/errors";
import type { AppConfig } from "#app/lib/config.server";
import { bindRequestApi } from "#app/request/api.server";
import { configContext, cookiesContext, upstreamFetchContext } from "#app/request/context.server";
import {
	judgeFailedLimeSubmit,
	limePageRead,
	replyToFailedLimeSubmit,
	throwFailedLimeRead,
} from "#app/request/error-policy.server";
import { createRequestCookies } from "#app/session/cookies.server";

const URL_TOKEN = "secret-url-token-4f9a";
const ACCESS_TOKEN = "secret-access-token-77c1";

type Reply = Response | Error;

function contextWith(...replies: Reply[]) {
	const requests: string[] = [];
	const context = new RouterContextProvider();
	context.set(configContext, { API_BASE_URL: "https://api.example.jp" } as AppConfig);
	context.set(cookiesContext, createRequestCookies(["s".repeat(40)]));
	context.set(upstreamFetchContext, (async (input: RequestInfo | URL) => {
		requests.push(String(input));
		const reply = replies.shift();
		if (!reply) throw new Error("unexpected request");
		if (reply instanceof Error) throw reply;
		return reply;
	}) as typeof fetch);
	return { context, requests };
}

const json = (body: unknown, status: number) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type MiddlewareArgs = Parameters<typeof limeUrlTokenMiddleware>[0];

async function runCheck(context: RouterContextProvider, token: string) {
	const request = new Request(`https://portal.example.jp/contact_detail_form/${token}/auth`);
	// What the worker does before React Router runs anything: bind this request's API.
	bindRequestApi(context, request);
	await limeUrlTokenMiddleware(
		{ params: { token }, request, context } as unknown as MiddlewareArgs,
		async () => new Response(null),
	);
	return request;
}

/** What urlTokenOf hands on: the token, or the status and message it throws for the error screen. */
function outcome(context: RouterContextProvider) {
	try {
		return { token: urlTokenOf(context) };
	} catch (thrown) {
		const { data, init } = thrown as { data: unknown; init: { status: number } };
		return { status: init.status, message: data };
	}
}

/** Everything written to the console during `run`, as one string. */
async function consoleOutput(run: () => Promise<unknown>): Promise<string> {
	const spies = (["log", "info", "warn", "error", "debug"] as const).map((method) =>
		vi.spyOn(console, method).mockImplementation(() => {}),
	);
	await run();
	return spies.flatMap((spy) => spy.mock.calls.flat().map((argument) => String(argument))).join("\n");
}

afterEach(() => vi.restoreAllMocks());

describe("the URL-token check of every lime page (docs/status-rules.md)", () => {
	it("hands the checked token to the pages", async () => {
		const { context, requests } = contextWith(new Response(null, { status: 204 }));
		await runCheck(context, URL_TOKEN);
		expect(requests).toEqual([`https://api.example.jp/api/lime/v1/users/${URL_TOKEN}/check`]);
		expect(outcome(context)).toEqual({ token: URL_TOKEN });
	});

	it("410 is the 404 「無効なURLです」", async () => {
		const { context } = contextWith(json({ status: 410, errors: ["有効期限が切れています"] }, 410));
		await runCheck(context, URL_TOKEN);
		expect(outcome(context)).toEqual({ status: 404, message: "無効なURLです" });
	});

	it("a malformed token is an invalid URL and never reaches the API", async () => {
		const { context, requests } = contextWith();
		await runCheck(context, "../users");
		expect(requests).toEqual([]);
		expect(outcome(context)).toEqual({ status: 404, message: "無効なURLです" });
	});

	it("any other failure is a 500 with the server's own words only for its own failures", async () => {
		const serverError = contextWith(json({ status: 500, errors: ["サーバーでエラーが発生しました"] }, 500));
		await runCheck(serverError.context, URL_TOKEN);
		expect(outcome(serverError.context)).toEqual({ status: 500, message: "サーバーでエラーが発生しました" });

		const notFound = contextWith(json({ status: 404, errors: ["お探しの情報は見つかりませんでした"] }, 404));
		await runCheck(notFound.context, URL_TOKEN);
		expect(outcome(notFound.context)).toEqual({ status: 500, message: null });

		const network = contextWith(new TypeError("fetch failed"), new TypeError("fetch failed"));
		await runCheck(network.context, URL_TOKEN);
		expect(outcome(network.context)).toEqual({ status: 500, message: "通信中に予期せぬエラーが発生しました" });
	});

	it("never writes the URL token to the logs, whatever happens", async () => {
		const cases: Reply[][] = [
			[json({ status: 500, errors: ["x"] }, 500)],
			[new TypeError(`connect ECONNREFUSED for /users/${URL_TOKEN}/check`), new Response(null, { status: 503 })],
			[json({ unexpected: true }, 200)],
			[json({ status: 410, errors: ["x"] }, 410)],
		];
		for (const replies of cases) {
			const { context } = contextWith(...replies);
			const output = await consoleOutput(async () => {
				await runCheck(context, URL_TOKEN);
				outcome(context);
			});
			expect(output).not.toContain(URL_TOKEN);
		}
	});

	it("must have run before a page asks for the token", () => {
		const { context } = contextWith();
		expect(() => urlTokenOf(context)).toThrow(/did not run/);
	});
});

describe("pages after /auth", () => {
	const redirectOf = async (context: RouterContextProvider) => {
		try {
			await requireLimeAccess(
				{ params: { token: URL_TOKEN }, context } as unknown as MiddlewareArgs,
				async () => new Response(null),
			);
			return null;
		} catch (thrown) {
			return (thrown as Response).headers.get("Location");
		}
	};

	it("need an access token for this very link", async () => {
		const { context } = contextWith(new Response(null, { status: 204 }));
		await runCheck(context, URL_TOKEN);
		expect(await redirectOf(context)).toBe(`/contact_detail_form/${URL_TOKEN}/auth`);
		rememberLimeAccess(context, "another-link", ACCESS_TOKEN);
		expect(await redirectOf(context)).toBe(`/contact_detail_form/${URL_TOKEN}/auth`);
		rememberLimeAccess(context, URL_TOKEN, ACCESS_TOKEN);
		expect(await redirectOf(context)).toBeNull();
	});

	it("leave an unusable link to the page's 404 rather than asking for identity", async () => {
		const { context } = contextWith(json({ status: 410, errors: [] }, 410));
		await runCheck(context, URL_TOKEN);
		expect(await redirectOf(context)).toBeNull();
	});
});

describe("lime API failures on a page", () => {
	const scope = () => {
		const { context } = contextWith();
		rememberLimeAccess(context, URL_TOKEN, ACCESS_TOKEN);
		context.get(cookiesContext).limeDraft.set({
			urlToken: URL_TOKEN,
			payload: {
				addressType: "home",
				postalCodeFirst: "100",
				postalCodeSecond: "0005",
				phoneType: "home",
				phoneNumber: "0312345678",
			},
		});
		return { context, request: new Request("https://portal.example.jp/"), urlToken: URL_TOKEN };
	};

	it("401: identify again on /auth, forgetting the access token and the draft", () => {
		const current = scope();
		let thrown: unknown;
		try {
			judgeFailedLimeSubmit(new ApiError({ status: 401, errors: ["本人確認を行ってください"] }), current);
		} catch (error) {
			thrown = error;
		}
		expect((thrown as Response).headers.get("Location")).toBe(`/contact_detail_form/${URL_TOKEN}/auth`);
		expect(current.context.get(cookiesContext).lime.value).toBeNull();
		expect(current.context.get(cookiesContext).limeDraft.value).toBeNull();
	});

	it("validation answers come back to the page, with messages per field", () => {
		const error = new ApiError({
			status: 422,
			errors: ["携帯電話番号の形式が正しくありません"],
			fieldErrors: { phoneNumber: ["携帯電話番号の形式が正しくありません"] },
		});
		expect(judgeFailedLimeSubmit(error, scope())).toEqual({
			status: 422,
			messages: ["携帯電話番号の形式が正しくありません"],
			fieldErrors: { phoneNumber: ["携帯電話番号の形式が正しくありません"] },
		});
	});

	const thrownBy = (handle: typeof judgeFailedLimeSubmit, status: number, errors = ["メンテナンス中です"]) => {
		try {
			handle(new ApiError({ status, errors }), scope());
		} catch (error) {
			return error as { data: unknown; init: { status: number } };
		}
		return null;
	};

	it("410 is the invalid-URL 404; other failures a form cannot show keep their status for the error screen", () => {
		expect(thrownBy(judgeFailedLimeSubmit, 410)).toMatchObject({ data: "無効なURLです", init: { status: 404 } });
		expect(thrownBy(judgeFailedLimeSubmit, 403, ["一", "二"])).toMatchObject({ data: "一\n二", init: { status: 403 } });
		expect(thrownBy(judgeFailedLimeSubmit, 404, [])).toMatchObject({ data: null, init: { status: 404 } });
	});

	it("a refusal with no message of its own stays without one: the fields tell", () => {
		const error = new ApiError({
			status: 422,
			errors: [],
			fieldErrors: { postalCodeFirst: ["3桁で入力してください"] },
		});
		expect(judgeFailedLimeSubmit(error, scope())).toEqual({
			status: 422,
			messages: [],
			fieldErrors: { postalCodeFirst: ["3桁で入力してください"] },
		});
	});

	it("hands a response already decided, or the error of a request the member left, on untouched", () => {
		const decided = new Response(null, { status: 302, headers: { Location: "/elsewhere" } });
		expect(() => judgeFailedLimeSubmit(decided, scope())).toThrow(decided);
		const controller = new AbortController();
		controller.abort();
		const error = new ApiError({ status: 401, errors: [] });
		const left = { ...scope(), request: new Request("https://portal.example.jp/", { signal: controller.signal }) };
		expect(() => judgeFailedLimeSubmit(error, left)).toThrow(error);
		expect(left.context.get(cookiesContext).lime.value).not.toBeNull();
	});

	it("a failed server is told on the form (docs/decisions/033-form-failures.md), in the words when it said nothing (docs/status-rules.md)", () => {
		expect(judgeFailedLimeSubmit(new ApiError({ status: 503, errors: ["メンテナンス中です"] }), scope())).toEqual({
			status: 503,
			messages: ["メンテナンス中です"],
			fieldErrors: {},
		});
		expect(judgeFailedLimeSubmit(new ApiError({ status: 502, errors: [] }), scope()).messages).toEqual([
			"通信エラーが発生しました。大変お手数ですが、時間をおいてから再度お試しください",
		]);
	});

	it("reads end on the error screen with the failure's status and the server's message", () => {
		expect(thrownBy(throwFailedLimeRead, 503)).toMatchObject({ data: "メンテナンス中です", init: { status: 503 } });
		expect(thrownBy(throwFailedLimeRead, 502, [])).toMatchObject({ data: null, init: { status: 502 } });
		expect(thrownBy(throwFailedLimeRead, 409, ["一", "二"])).toMatchObject({ data: "一\n二", init: { status: 409 } });
	});

	it("a conform form's failed call is its reply: a refusal's messages above the form, what was typed kept", () => {
		const form = new FormData();
		form.set("phoneNumber", "0312345678");
		const submission = parseWithZod(form, { schema: z.object({ phoneNumber: z.string() }) });
		const { result, status } = replyToFailedLimeSubmit(
			submission,
			new ApiError({ status: 409, errors: ["手続き中です"] }),
			scope(),
		);
		expect(status).toBe(409);
		expect(result.error).toEqual({ "": ["手続き中です"] });
		expect(result.initialValue).toMatchObject({ phoneNumber: "0312345678" });
	});
});

describe("limePageRead (a page's read of the contact-detail API)", () => {
	const readScope = (...replies: Reply[]) => {
		const { context, requests } = contextWith(...replies);
		const request = new Request(`https://portal.example.jp/contact_detail_form/${URL_TOKEN}/input`);
		bindRequestApi(context, request);
		rememberLimeAccess(context, URL_TOKEN, ACCESS_TOKEN);
		return { scope: { context, request, urlToken: URL_TOKEN }, requests };
	};

	it("answers what the read got from this link's client", async () => {
		const { scope, requests } = readScope(json({ email: "taro@example.jp", addressRequired: true }, 200));
		const detail = await limePageRead(scope, async (lime) => (await lime.getNewContactDetail()).data);
		expect(detail).toEqual({ email: "taro@example.jp", addressRequired: true });
		expect(requests).toEqual(["https://api.example.jp/api/lime/v1/contact_detail/new"]);
	});

	it("ends the request on the lime error screen when the read fails", async () => {
		const { scope } = readScope();
		let thrown: unknown;
		try {
			await limePageRead(scope, async () => {
				throw new ApiError({ status: 503, errors: ["メンテナンス中です"] });
			});
		} catch (error) {
			thrown = error;
		}
		expect(thrown).toMatchObject({ data: "メンテナンス中です", init: { status: 503 } });
	});
});
