import { afterEach, describe, expect, it, vi } from "vitest";
import { REQUEST_TIMEOUT_MS } from "#app/lib/api/call.server";
import {
	ApiError,
	ClientUsageError,
	isApiError,
	NON_HTTP_FAILURE_MESSAGE,
	nonHttpFailure,
	writeOutcomeOf,
} from "#app/lib/api/errors";
import { createLimeClient } from "#app/lib/api/lime.server";
import { createOrangeClient, type OrangeAuth } from "#app/lib/api/orange.server";

const BASE = "https://api.example.jp";
const TOKEN = "secret-access-token";
const AUTH: OrangeAuth = { accessToken: TOKEN, pinCode: "trusted-pin", guid: "browser-guid" };

type Reply = Response | Error | ((init: RequestInit) => Promise<Response>);
type Recorded = { url: string; method: string; headers: Headers; body: string | undefined; init: RequestInit };

/** A fetch that answers with the given replies in turn and records every request. */
function stubFetch(...replies: Reply[]) {
	const requests: Recorded[] = [];
	const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
		requests.push({
			url: String(input),
			method: init.method ?? "GET",
			headers: new Headers(init.headers),
			body: typeof init.body === "string" ? init.body : undefined,
			init,
		});
		const reply = replies.shift();
		if (!reply) throw new Error("unexpected request");
		if (reply instanceof Error) throw reply;
		return typeof reply === "function" ? reply(init) : reply;
	});
	return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const CURRENT_USER = {
	id: 1001,
	name: "山田 太郎",
	nameKana: "ヤマダ タロウ",
	email: "taro.yamada@example.jp",
	mobilePhoneNumber: "09012345678",
	feature: { securePassword: true },
};

const NEWS_ITEM = {
	id: 12,
	title: "お知らせ",
	publishedAt: "2026-11-20T10:00:00+09:00",
	linkType: "report",
	linkId: 312,
	linkUrl: null,
	body: "<p>本文</p>",
};

function orange(fetch: typeof globalThis.fetch, auth: OrangeAuth | undefined = AUTH, extra = {}) {
	return createOrangeClient({ baseUrl: BASE, fetch, auth, ...extra });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
	try {
		await promise;
	} catch (error) {
		return error;
	}
	throw new Error("expected the call to fail");
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe("orange client: requests", () => {
	it("sends a GET to the API's base path with bearer and trusted-browser headers", async () => {
		const stub = stubFetch(json(CURRENT_USER));
		const result = await orange(stub.fetch).getCurrentUser();
		expect(stub.requests).toHaveLength(1);
		const [request] = stub.requests;
		expect(request?.url).toBe("https://api.example.jp/api/orange/v1/current_user");
		expect(request?.method).toBe("GET");
		expect(request?.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
		expect(request?.headers.get("x-pin-code")).toBe("trusted-pin");
		expect(request?.headers.get("x-guid")).toBe("browser-guid");
		expect(request?.headers.get("Accept")).toBe("application/json");
		expect(request?.headers.has("Content-Type")).toBe(false);
		expect(request?.body).toBeUndefined();
		expect(request?.init.redirect).toBe("manual");
		expect(result.data).toEqual(CURRENT_USER);
		expect(result.status).toBe(200);
	});

	it("sends only the credentials it has", async () => {
		const stub = stubFetch(new Response(null, { status: 204 }));
		await orange(stub.fetch, {}).checkActivationToken({ params: { activationToken: "tok_1" } });
		const headers = stub.requests[0]?.headers;
		expect(headers?.has("Authorization")).toBe(false);
		expect(headers?.has("x-pin-code")).toBe(false);
		expect(headers?.has("x-guid")).toBe(false);

		const second = stubFetch(json(CURRENT_USER));
		await orange(second.fetch, { accessToken: TOKEN }).getCurrentUser();
		expect(second.requests[0]?.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
		expect(second.requests[0]?.headers.has("x-guid")).toBe(false);
	});

	it("tolerates a trailing slash on the base address", async () => {
		const stub = stubFetch(json(CURRENT_USER));
		await createOrangeClient({ baseUrl: `${BASE}/_mock/`, fetch: stub.fetch }).getCurrentUser();
		expect(stub.requests[0]?.url).toBe("https://api.example.jp/_mock/api/orange/v1/current_user");
	});

	it("fills and encodes path parameters", async () => {
		const stub = stubFetch(json(NEWS_ITEM), json(NEWS_ITEM), new Response(null, { status: 204 }));
		const client = orange(stub.fetch);
		await client.getNews({ params: { newsId: 12 } });
		await client.getNews({ params: { newsId: "12" } });
		await client.checkResetPasswordToken({ params: { resetPasswordToken: "Ab-_9" } });
		expect(stub.requests.map((request) => request.url)).toEqual([
			"https://api.example.jp/api/orange/v1/news/12",
			"https://api.example.jp/api/orange/v1/news/12",
			"https://api.example.jp/api/orange/v1/reset_passwords/Ab-_9/check",
		]);
	});

	it("serialises the query, leaving out what is absent", async () => {
		const page = { items: [], page: 2, totalPages: 3, totalCount: 27 };
		const questionnaire = { id: 1, title: "t", description: "d", answeredAt: null, questions: [] };
		const stub = stubFetch(json(page), json({ ...page, page: 1 }), json(questionnaire), json({ items: [] }));
		const client = orange(stub.fetch);
		await client.listNews({ query: { page: 2 } });
		await client.listNews();
		await client.getNewQuestionnaire({ query: { id: "1" } });
		await client.listHealthSupports({ query: { kenpoUserId: 50001 } });
		expect(stub.requests.map((request) => request.url)).toEqual([
			"https://api.example.jp/api/orange/v1/news?page=2",
			"https://api.example.jp/api/orange/v1/news",
			"https://api.example.jp/api/orange/v1/questionnaire/new?id=1",
			"https://api.example.jp/api/orange/v1/health_supports?kenpoUserId=50001",
		]);
	});

	it("sends the payload as JSON, without keys the contract does not know", async () => {
		const stub = stubFetch(json({ id: 5001, receivedAt: "2026-11-23T09:00:00+09:00" }, 201));
		const payload = { subject: "account", body: "ログインできません", extra: "dropped" } as never;
		const result = await orange(stub.fetch).createContact({ body: payload });
		const [request] = stub.requests;
		expect(request?.url).toBe("https://api.example.jp/api/orange/v1/contact");
		expect(request?.method).toBe("POST");
		expect(request?.headers.get("Content-Type")).toBe("application/json");
		expect(JSON.parse(request?.body ?? "")).toEqual({ subject: "account", body: "ログインできません" });
		expect(result.status).toBe(201);
		expect(result.data).toEqual({ id: 5001, receivedAt: "2026-11-23T09:00:00+09:00" });
	});

	it("uses PATCH and DELETE where the contract says so", async () => {
		const stub = stubFetch(new Response(null, { status: 204 }), new Response(null, { status: 204 }));
		const client = orange(stub.fetch);
		const updated = await client.updatePassword({
			body: { currentPassword: "old", password: "NewPassw0rd", passwordConfirmation: "NewPassw0rd" },
		});
		await client.deleteTrustedBrowsers();
		expect(stub.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
			"PATCH https://api.example.jp/api/orange/v1/update_passwords",
			"DELETE https://api.example.jp/api/orange/v1/two_factors/delete_trusted_browsers",
		]);
		expect(updated.data).toBeUndefined();
	});

	it("exposes the trusted-browser headers of POST /two_factors", async () => {
		const stub = stubFetch(new Response(null, { status: 200, headers: { "x-pin-code": "p1n", "x-guid": "g-1" } }));
		const result = await orange(stub.fetch).verifyTwoFactor({ body: { pinCode: "123456" } });
		expect(JSON.parse(stub.requests[0]?.body ?? "")).toEqual({ pinCode: "123456" });
		expect(result.responseHeaders).toEqual({ "x-pin-code": "p1n", "x-guid": "g-1" });
		expect(result.headers.get("x-guid")).toBe("g-1");
	});
});

describe("orange client: usage errors come before any request", () => {
	it.each([
		["a missing path parameter", (client: ReturnType<typeof orange>) => client.getNews({} as never)],
		[
			"an empty path parameter",
			(client: ReturnType<typeof orange>) => client.getHealthSupport({ params: {} as never }),
		],
		["a zero id", (client: ReturnType<typeof orange>) => client.getNews({ params: { newsId: 0 } })],
		[
			"a token that would escape its segment",
			(client: ReturnType<typeof orange>) => client.checkActivationToken({ params: { activationToken: ".." } }),
		],
		[
			"a missing reset token",
			(client: ReturnType<typeof orange>) =>
				client.checkResetPasswordToken({ params: { resetPasswordToken: undefined as never } }),
		],
		["a missing payload", (client: ReturnType<typeof orange>) => client.activateUser({} as never)],
		[
			"a payload of the wrong shape",
			(client: ReturnType<typeof orange>) => client.saveRecipeSetting({ body: { type: "expired" as never } }),
		],
		["a missing required query", (client: ReturnType<typeof orange>) => client.getNewQuestionnaire({} as never)],
	])("throws ClientUsageError for %s", async (_, call) => {
		const stub = stubFetch();
		const error = await failure(call(orange(stub.fetch)));
		expect(error).toBeInstanceOf(ClientUsageError);
		expect(stub.fetch).not.toHaveBeenCalled();
	});

	it("names the call but not the value in the message", async () => {
		const stub = stubFetch();
		const error = await failure(
			orange(stub.fetch).resetPassword({
				body: { resetPasswordToken: "bad/token-value", password: "x", passwordConfirmation: "x" },
			}),
		);
		expect(String(error)).toContain("POST /api/orange/v1/reset_passwords/reset");
		expect(String(error)).not.toContain("bad/token-value");
	});
});

describe("orange client: errors", () => {
	it("normalises a non-2xx to ApiError with the fields", async () => {
		const stub = stubFetch(json({ status: 401, errors: ["二段階認証が完了していません"], error_code: "401-002" }, 401));
		const error = await failure(orange(stub.fetch).getCurrentUserDetail());
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({ status: 401, errors: ["二段階認証が完了していません"], errorCode: "401-002" });
		expect((error as ApiError).toJSON()).toEqual({
			status: 401,
			errors: ["二段階認証が完了していません"],
			error_code: "401-002",
		});
	});

	it("reads the code spelt errorCode as well as error_code", async () => {
		const stub = stubFetch(json({ status: 401, errors: ["認証の有効期限が切れました"], errorCode: "401-003" }, 401));
		expect(await failure(orange(stub.fetch).getCurrentUser())).toMatchObject({ status: 401, errorCode: "401-003" });
	});

	it("reads a current user without the fields only one page needs (absent, not null)", async () => {
		const { nameKana: _kana, email: _email, mobilePhoneNumber: _mobile, feature: _feature, ...sparse } = CURRENT_USER;
		const { data } = await orange(stubFetch(json(sparse)).fetch).getCurrentUser();
		expect(data).toEqual({
			...sparse,
			nameKana: null,
			email: null,
			mobilePhoneNumber: null,
			feature: { securePassword: null },
		});
	});

	it("takes the status from the HTTP answer and tolerates a body without errors", async () => {
		const stub = stubFetch(json({ status: 200, message: "odd" }, 403), json({ errors: "一件" }, 400));
		const client = orange(stub.fetch);
		expect(await failure(client.getCurrentUser())).toMatchObject({ status: 403, errors: [], errorCode: undefined });
		expect(await failure(client.createContact({ body: { subject: "other", body: "x" } }))).toMatchObject({
			status: 400,
			errors: ["一件"],
		});
	});

	it("tolerates a non-JSON error body", async () => {
		const stub = stubFetch(new Response("<html>Bad Gateway</html>", { status: 502 }));
		const error = await failure(orange(stub.fetch).createContact({ body: { subject: "other", body: "x" } }));
		expect(error).toMatchObject({ status: 502, errors: [] });
	});

	it("never retries a 4xx", async () => {
		const stub = stubFetch(json({ status: 404, errors: ["お知らせが見つかりませんでした"] }, 404));
		const error = await failure(orange(stub.fetch).getNews({ params: { newsId: 9404 } }));
		expect(error).toMatchObject({ status: 404, errors: ["お知らせが見つかりませんでした"] });
		expect(stub.requests).toHaveLength(1);
	});

	it("treats a redirect as an error rather than following it", async () => {
		const stub = stubFetch(new Response(null, { status: 302, headers: { Location: "https://elsewhere.example/" } }));
		const error = await failure(orange(stub.fetch).getCurrentUser());
		expect(error).toMatchObject({ status: 302 });
	});
});

describe("orange client: retry", () => {
	it.each([502, 503, 504])("retries a GET once after %i", async (status) => {
		const stub = stubFetch(json({ status, errors: [] }, status), json(CURRENT_USER));
		const result = await orange(stub.fetch).getCurrentUser();
		expect(result.data.id).toBe(1001);
		expect(stub.requests).toHaveLength(2);
		expect(stub.requests[1]?.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
	});

	it("gives up after the second attempt", async () => {
		const stub = stubFetch(
			json({ status: 503, errors: ["メンテナンス中"] }, 503),
			json({ status: 503, errors: ["メンテナンス中"] }, 503),
		);
		const error = await failure(orange(stub.fetch).getCurrentUser());
		expect(error).toMatchObject({ status: 503, errors: ["メンテナンス中"] });
		expect(stub.requests).toHaveLength(2);
	});

	it("retries a GET once after a network failure", async () => {
		const stub = stubFetch(new TypeError("fetch failed"), json(CURRENT_USER));
		await expect(orange(stub.fetch).getCurrentUser()).resolves.toMatchObject({ status: 200 });
		expect(stub.requests).toHaveLength(2);
	});

	it("turns a repeated network failure into the 500", async () => {
		const stub = stubFetch(new TypeError("fetch failed"), new TypeError("fetch failed"));
		const error = await failure(orange(stub.fetch).getCurrentUser());
		expect(error).toBeInstanceOf(ApiError);
		expect(error).toMatchObject({ status: 500, errors: [NON_HTTP_FAILURE_MESSAGE] });
		expect(NON_HTTP_FAILURE_MESSAGE).toBe("通信中に予期せぬエラーが発生しました");
	});

	it.each([
		["a 503", () => json({ status: 503, errors: [] }, 503)],
		["a network failure", () => new TypeError("fetch failed")],
	])("never retries a POST after %s", async (_, reply) => {
		const stub = stubFetch(reply(), json({ id: 1, receivedAt: "2026-11-23T09:00:00+09:00" }, 201));
		const error = await failure(orange(stub.fetch).createContact({ body: { subject: "other", body: "x" } }));
		expect(error).toMatchObject({ status: expect.any(Number) });
		expect(stub.requests).toHaveLength(1);
	});
});

/** A fetch that never answers, only rejects when its signal aborts, as a real one does. */
const hang = (init: RequestInit) =>
	new Promise<Response>((_, reject) => {
		init.signal?.addEventListener("abort", () => reject(init.signal?.reason), { once: true });
	});

describe("orange client: timeout and cancellation", () => {
	it("gives every call a 10 second timeout", async () => {
		const timeout = vi.spyOn(AbortSignal, "timeout");
		const stub = stubFetch(json(CURRENT_USER));
		await orange(stub.fetch).getCurrentUser();
		expect(REQUEST_TIMEOUT_MS).toBe(10_000);
		expect(timeout).toHaveBeenCalledWith(10_000);
		expect(stub.requests[0]?.init.signal).toBeInstanceOf(AbortSignal);
	});

	it("turns a timeout into the 500 without retrying", async () => {
		const stub = stubFetch(hang, json(CURRENT_USER));
		const error = await failure(orange(stub.fetch, AUTH, { timeoutMs: 30 }).getCurrentUser());
		expect(error).toMatchObject({ status: 500, errors: [NON_HTTP_FAILURE_MESSAGE] });
		expect(stub.requests).toHaveLength(1);
	});

	it("joins the caller's signal: aborting stops the request and rethrows the caller's reason", async () => {
		const controller = new AbortController();
		const stub = stubFetch(hang);
		const pending = orange(stub.fetch).getCurrentUser({ signal: controller.signal });
		await vi.waitFor(() => expect(stub.requests).toHaveLength(1));
		const reason = new DOMException("navigated away", "AbortError");
		controller.abort(reason);
		expect(await failure(pending)).toBe(reason);
		expect(stub.requests[0]?.init.signal?.aborted).toBe(true);
		expect(stub.requests).toHaveLength(1);
	});
});

describe("orange client: responses outside the contract", () => {
	it("turns malformed JSON in a 2xx into the 500", async () => {
		const log = vi.fn();
		const stub = stubFetch(new Response('{"id":', { status: 200 }));
		const error = await failure(orange(stub.fetch, AUTH, { log }).getCurrentUser());
		expect(error).toMatchObject({ status: 500, errors: [NON_HTTP_FAILURE_MESSAGE] });
		expect(log).toHaveBeenCalledOnce();
	});

	it("turns a schema mismatch into the 500 and logs it without tokens or values", async () => {
		const log = vi.fn();
		const stub = stubFetch(json({ ...CURRENT_USER, feature: { securePassword: "yes" }, email: 42 }));
		const error = await failure(orange(stub.fetch, { ...AUTH, accessToken: TOKEN }, { log }).getCurrentUser());
		expect(error).toMatchObject({ status: 500, errors: [NON_HTTP_FAILURE_MESSAGE] });
		expect(log).toHaveBeenCalledOnce();
		const logged = JSON.stringify(log.mock.calls[0]);
		expect(logged).toContain("GET /api/orange/v1/current_user");
		expect(logged).toContain("feature.securePassword");
		expect(logged).not.toContain(TOKEN);
		expect(logged).not.toContain("trusted-pin");
		expect(logged).not.toContain("taro.yamada");
	});

	it("logs the path template, not the token in the path", async () => {
		const log = vi.fn();
		const stub = stubFetch(json({ ...NEWS_ITEM, linkType: "unknown" }));
		await failure(orange(stub.fetch, AUTH, { log }).getNews({ params: { newsId: 12 } }));
		expect(JSON.stringify(log.mock.calls[0])).toContain("/news/:newsId");
	});

	it("refuses a news link that is not https", async () => {
		const stub = stubFetch(json({ ...NEWS_ITEM, linkType: "service", linkId: null, linkUrl: "javascript:alert(1)" }));
		const error = await failure(orange(stub.fetch, AUTH, { log: vi.fn() }).getNews({ params: { newsId: 12 } }));
		expect(error).toMatchObject({ status: 500 });
	});

	it("turns missing trusted-browser headers into the 500", async () => {
		const stub = stubFetch(new Response(null, { status: 200 }));
		const error = await failure(
			orange(stub.fetch, AUTH, { log: vi.fn() }).verifyTwoFactor({ body: { pinCode: "123456" } }),
		);
		expect(error).toMatchObject({ status: 500, errors: [NON_HTTP_FAILURE_MESSAGE] });
	});

	it("ignores a body the contract does not expect", async () => {
		const stub = stubFetch(json({ ok: true }, 200));
		const result = await orange(stub.fetch).sendPinCodeSms();
		expect(result.data).toBeUndefined();
		expect(stub.requests[0]?.method).toBe("POST");
		expect(stub.requests[0]?.url).toBe("https://api.example.jp/api/orange/v1/two_factors/send_pin_code_sms");
	});
});

describe("lime client", () => {
	const session = { urlToken: "demo-lime", accessToken: "lime-access" };
	const lime = (fetch: typeof globalThis.fetch, withSession = true) =>
		createLimeClient({ baseUrl: BASE, fetch, session: withSession ? session : undefined });

	it("checks the URL token without credentials", async () => {
		const stub = stubFetch(new Response(null, { status: 204 }));
		await lime(stub.fetch).checkUrlToken({ params: { urlToken: "demo-lime" } });
		expect(stub.requests[0]?.url).toBe("https://api.example.jp/api/lime/v1/users/demo-lime/check");
		expect(stub.requests[0]?.headers.has("Authorization")).toBe(false);
	});

	it("authenticates with the fields and returns the access token", async () => {
		const stub = stubFetch(json({ accessToken: "issued" }));
		const body = {
			urlToken: "demo-lime",
			birthDate: "1980-04-01",
			nameKana: "ヤマダ タロウ",
			kigou: "1234",
			number: "5678",
		};
		const result = await lime(stub.fetch, false).authenticate({ body });
		expect(stub.requests[0]?.url).toBe("https://api.example.jp/api/lime/v1/users/authenticate");
		expect(JSON.parse(stub.requests[0]?.body ?? "")).toEqual(body);
		expect(result.data.accessToken).toBe("issued");
	});

	it("refuses an authenticate request missing a field", async () => {
		const stub = stubFetch();
		const body = { urlToken: "demo-lime", birthDate: "1980-04-01", nameKana: "ヤマダ タロウ", kigou: "1234" } as never;
		expect(await failure(lime(stub.fetch, false).authenticate({ body }))).toBeInstanceOf(ClientUsageError);
		expect(stub.fetch).not.toHaveBeenCalled();
	});

	it("sends the access token on the link's own calls", async () => {
		const stub = stubFetch(
			json({ email: "taro.yamada@example.jp", addressRequired: true }),
			new Response(null, { status: 204 }),
		);
		const client = lime(stub.fetch);
		const form = await client.getNewContactDetail();
		await client.requestEmailChange({ body: { email: "new@example.jp", urlToken: "demo-lime" } });
		expect(form.data).toEqual({ email: "taro.yamada@example.jp", addressRequired: true });
		expect(stub.requests.map((request) => request.headers.get("Authorization"))).toEqual([
			"Bearer lime-access",
			"Bearer lime-access",
		]);
		expect(stub.requests[1]?.url).toBe("https://api.example.jp/api/lime/v1/change_emails");
	});

	it("keeps the access token off calls about another link", async () => {
		const stub = stubFetch(new Response(null, { status: 204 }));
		await lime(stub.fetch).requestEmailChange({ body: { email: "new@example.jp", urlToken: "other-link" } });
		expect(stub.requests[0]?.headers.has("Authorization")).toBe(false);
	});

	it("confirms an e-mail change with the URL token in the query", async () => {
		const result = { urlToken: "demo-lime", contactDetailReceived: false, returnToApp: false };
		const stub = stubFetch(json(result));
		// An API that leaves out the new address and the already-applied flag: null and false.
		const answer = await lime(stub.fetch, false).confirmEmailChange({
			params: { changeEmailToken: "demo-change-email" },
			query: { urlToken: "demo-lime" },
		});
		expect(stub.requests[0]?.url).toBe(
			"https://api.example.jp/api/lime/v1/change_emails/demo-change-email/change?urlToken=demo-lime",
		);
		expect(answer.data).toEqual({ ...result, email: null, alreadyApplied: false });
	});

	it.each([
		["a 503", () => json({ status: 503, errors: [] }, 503)],
		["a network failure", () => new TypeError("fetch failed")],
	])("never retries the e-mail change confirmation, a GET that spends its link, after %s", async (_, reply) => {
		const stub = stubFetch(reply(), json({ urlToken: "demo-lime", contactDetailReceived: false, returnToApp: false }));
		const confirm = lime(stub.fetch, false).confirmEmailChange({
			params: { changeEmailToken: "demo-change-email" },
			query: { urlToken: "demo-lime" },
		});
		expect(await failure(confirm)).toMatchObject({ status: expect.any(Number) });
		expect(stub.requests).toHaveLength(1);
	});

	it("carries the per-field messages of a 422", async () => {
		const stub = stubFetch(
			json(
				{
					status: 422,
					errors: ["郵便番号（前半）は3桁の数字で入力してください"],
					postalCodeFirst: ["郵便番号（前半）は3桁の数字で入力してください"],
					phoneNumber: [],
				},
				422,
			),
		);
		const payload = {
			addressType: "home",
			postalCodeFirst: "12",
			postalCodeSecond: "0001",
			phoneType: "mobile",
			phoneNumber: "09012345678",
		} as const;
		const error = await failure(lime(stub.fetch).confirmContactDetail({ body: payload }));
		expect(stub.requests[0]?.url).toBe("https://api.example.jp/api/lime/v1/contact_detail/confirm");
		expect(error).toMatchObject({
			status: 422,
			errors: ["郵便番号（前半）は3桁の数字で入力してください"],
			fieldErrors: { postalCodeFirst: ["郵便番号（前半）は3桁の数字で入力してください"] },
		});
	});
});

describe("what a failed write tells about the write", () => {
	const written = (error: ApiError) => {
		error.write = true;
		return error;
	};

	it.each([
		["a timeout after sending", nonHttpFailure(new DOMException("deadline", "TimeoutError")), "unknown"],
		["a cut connection", nonHttpFailure(new Error("Network connection lost.")), "unknown"],
		["a broken 2xx answer", nonHttpFailure(new SyntaxError("Unexpected end of JSON input")), "unknown"],
		["a gateway's 502", new ApiError({ status: 502, errors: [] }), "unknown"],
		["a gateway's 504", new ApiError({ status: 504, errors: [] }), "unknown"],
		["the API's own 500", new ApiError({ status: 500, errors: ["サーバーでエラーが発生しました"] }), "not-sent"],
		["the API's 503", new ApiError({ status: 503, errors: [] }), "not-sent"],
		["a refusal (422)", new ApiError({ status: 422, errors: [] }), "not-sent"],
		["a refused connection", nonHttpFailure(new TypeError("connect ECONNREFUSED 127.0.0.1:443")), "not-sent"],
	] as const)("%s: %s", (_name, error, outcome) => {
		expect(writeOutcomeOf(written(error))).toBe(outcome);
	});

	it("a failed read (the member load before a write) never leaves a write unknown", () => {
		expect(writeOutcomeOf(nonHttpFailure(new Error("Network connection lost.")))).toBe("not-sent");
		expect(writeOutcomeOf(new Error("not an API error"))).toBe("not-sent");
	});

	it("names the kind of a failure without an answer", () => {
		expect(nonHttpFailure(new DOMException("x", "AbortError")).kind).toBe("timeout");
		expect(nonHttpFailure(new Error("Network connection lost.")).kind).toBe("cut");
		expect(new ApiError({ status: 500, errors: [] }).kind).toBe("status");
	});
});

describe("Idempotency-Key", () => {
	it("goes with a write that names its submission's key, and is marked a write when it fails", async () => {
		const stub = stubFetch(new Error("Network connection lost."));
		const failure = await orange(stub.fetch)
			.saveRecipeSetting({ body: { type: "diet" }, idempotencyKey: "0b5e2a3c-6f7d-4e8a-9b1c-2d3e4f5a6b7c" })
			.catch((error: unknown) => error);
		expect(stub.requests[0]?.headers.get("Idempotency-Key")).toBe("0b5e2a3c-6f7d-4e8a-9b1c-2d3e4f5a6b7c");
		expect(writeOutcomeOf(failure)).toBe("unknown");
	});

	it("never goes with a read", async () => {
		const stub = stubFetch(json(CURRENT_USER));
		await orange(stub.fetch).getCurrentUser({ idempotencyKey: "0b5e2a3c-6f7d-4e8a-9b1c-2d3e4f5a6b7c" } as never);
		expect(stub.requests[0]?.headers.has("Idempotency-Key")).toBe(false);
	});
});

describe("a failed call is one log line", () => {
	it("names the call, its status, how long it took and which try it was, never the address", async () => {
		const log = vi.fn();
		const stub = stubFetch(json({ status: 503, errors: ["メンテナンス中"] }, 503));
		const client = createOrangeClient({ baseUrl: BASE, fetch: stub.fetch, auth: { accessToken: "at" }, log });
		await client.saveRecipeSetting({ body: { type: "diet" } }).catch(() => undefined);
		expect(log).toHaveBeenCalledTimes(1);
		expect(log).toHaveBeenCalledWith("[api] call failed", {
			call: "POST /api/orange/v1/recipe_settings",
			status: 503,
			ms: expect.any(Number),
			attempt: 1,
		});
		expect(JSON.stringify(log.mock.calls)).not.toContain(BASE);
	});

	it("does not try again, nor log a second try, once the call's time has run out", async () => {
		const log = vi.fn();
		// A 503 that arrives just as the call's time runs out; a real fetch refuses an aborted signal.
		const lateAnswer = (init: RequestInit) =>
			new Promise<Response>((resolve) =>
				init.signal?.addEventListener("abort", () => resolve(json({ status: 503, errors: [] }, 503)), { once: true }),
			);
		const refuseAborted = (init: RequestInit) =>
			init.signal?.aborted ? Promise.reject(init.signal.reason) : Promise.resolve(json(CURRENT_USER));
		const stub = stubFetch(lateAnswer, refuseAborted);
		const client = createOrangeClient({ baseUrl: BASE, fetch: stub.fetch, auth: AUTH, log, timeoutMs: 30 });
		await expect(client.getCurrentUser()).rejects.toMatchObject({ status: 503 });
		expect(stub.requests).toHaveLength(1);
		expect(log.mock.calls.map(([, details]) => details.attempt)).toEqual([1]);
	});

	it("names the kind of a failure without an answer, once per try", async () => {
		const log = vi.fn();
		const stub = stubFetch(new TypeError("Network connection lost."), new TypeError("Network connection lost."));
		const client = createOrangeClient({ baseUrl: BASE, fetch: stub.fetch, auth: { accessToken: "at" }, log });
		await client.getCurrentUser().catch(() => undefined);
		expect(log.mock.calls.map(([, details]) => [details.kind, details.attempt])).toEqual([
			["cut", 1],
			["cut", 2],
		]);
	});
});
