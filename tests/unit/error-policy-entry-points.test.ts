import { parseWithZod } from "@conform-to/zod/v4";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { ApiError } from "#app/lib/api/errors";
import { bindRequestApi } from "#app/request/api.server";
import { configContext, cookiesContext, memberContext, upstreamFetchContext } from "#app/request/context.server";
import {
	isServerFailure,
	judgeFailedCall,
	judgeFailedSubmit,
	pageRead,
	postsForm,
	replyToFailedSubmit,
	throwDeferredMemberFailure,
	throwFailedRead,
	throwOrDeferMemberFailure,
	throwServerFailure,
	twoFactorPath,
} from "#app/request/error-policy.server";
import { createRequestCookies } from "#app/session/cookies.server";
import { configWithApiAt, UNIT_SECRET } from "../fixtures/config";

/* The policy's entry points as loaders and actions call them; in Node, where mutation testing runs. */

const config = configWithApiAt("http://api.test");

const location = (thrown: unknown) => (thrown instanceof Response ? thrown.headers.get("Location") : null);

type Setup = { mobile?: string | null; memberLoaded?: boolean };

/** A loader's world: config, cookies of a signed-in, trusted member, and a recording upstream. */
function world({ mobile = "09012345678", memberLoaded = true }: Setup = {}) {
	const calls: Request[] = [];
	const context = new RouterContextProvider();
	const cookies = createRequestCookies([UNIT_SECRET]);
	context.set(configContext, config);
	context.set(cookiesContext, cookies);
	context.set(upstreamFetchContext, async (input, init) => {
		const request = new Request(input, init);
		calls.push(request);
		if (request.url.endsWith("/api/orange/v1/current_user")) return Response.json(currentUser);
		return new Response(null, { status: 200 });
	});
	cookies.session.set({
		access_token: "at",
		refresh_token: "rt",
		token_type: "Bearer",
		scope: "public",
		profile: { sub: "1001" },
		expires_at: Math.floor(Date.now() / 1000) + 3600,
		twoFactorPassed: true,
	});
	cookies.trustedBrowser.set({ sub: "1001", pinCode: "pin", pinCodeAt: Date.now(), guid: "guid" });
	const currentUser = {
		id: 1001,
		name: "山田 太郎",
		nameKana: "ヤマダ タロウ",
		email: "taro@example.jp",
		mobilePhoneNumber: mobile,
		feature: { securePassword: true },
	};
	if (memberLoaded) context.set(memberContext, { currentUser, detail: null });
	const request = new Request("http://localhost:8787/news.data?page=2&_routes=routes%2Fnews");
	bindRequestApi(context, request);
	return { context, cookies, calls, request };
}

async function outcome(error: unknown, setup?: Setup) {
	const scope = world(setup);
	try {
		const returned = await judgeFailedCall(error, { context: scope.context, request: scope.request });
		return { ...scope, returned, thrown: undefined as unknown };
	} catch (thrown) {
		return { ...scope, returned: undefined, thrown };
	}
}

const apiError = (status: number, errorCode?: string, errors = ["サーバーからのメッセージ"]) =>
	new ApiError({ status, errors, errorCode });

function errorResponse(thrown: unknown): { status: number; data: unknown } {
	const { init, data } = thrown as { init?: ResponseInit; data: unknown };
	return { status: init?.status ?? 0, data };
}

describe("docs/status-rules.md global error handling", () => {
	it("401 with 401-002 goes to the SMS two-factor page when the member has a mobile number", async () => {
		const { thrown, cookies } = await outcome(apiError(401, "401-002"));
		expect(location(thrown)).toBe("/two_factor_authentication/sms?returnTo=%2Fnews%3Fpage%3D2");
		// Two-factor is owed again: the proxy serves this member nothing until it is passed.
		expect(cookies.session.value?.twoFactorPassed).toBeUndefined();
		expect(cookies.session.value?.access_token).toBe("at");
	});

	it("401 with 401-002 goes to the e-mail page without a mobile number, asking the API when not loaded", async () => {
		const { thrown, calls } = await outcome(apiError(401, "401-002"), { mobile: null, memberLoaded: false });
		expect(location(thrown)).toBe("/two_factor_authentication/email?returnTo=%2Fnews%3Fpage%3D2");
		expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
			"GET /api/orange/v1/current_user",
		]);
	});

	it("401 with 401-003 signs out (revokes, clears session and pin code, keeps guid) and asks the IdP with unauthorized", async () => {
		const { thrown, calls, cookies } = await outcome(apiError(401, "401-003"));
		expect(location(thrown)).toBe("/login?returnTo=%2Fnews%3Fpage%3D2&unauthorized=true");
		expect(cookies.session.value).toBeNull();
		expect(cookies.trustedBrowser.value).toEqual({ sub: "1001", guid: "guid" });
		const revoked = await Promise.all(
			calls.filter((call) => call.url.endsWith("/oauth/revoke")).map((call) => call.formData()),
		);
		expect(revoked.map((form) => form.get("token_type_hint")).sort()).toEqual(["access_token", "refresh_token"]);
		expect(revoked.every((form) => form.get("client_secret") === "mock-client-secret")).toBe(true);
	});

	it("any other 401 forgets the token and starts sign-in again, remembering the page", async () => {
		const { thrown, cookies, calls } = await outcome(apiError(401, "401-001"));
		expect(location(thrown)).toBe("/login?returnTo=%2Fnews%3Fpage%3D2");
		expect(cookies.session.value).toBeNull();
		expect(calls).toEqual([]);
	});

	it("403 with 403-002 goes to the forced password change", async () => {
		const { thrown } = await outcome(apiError(403, "403-002"));
		expect(location(thrown)).toBe("/users/password/force_change?returnTo=%2Fnews%3Fpage%3D2");
	});

	it.each([
		[403, "403-001"],
		[404, undefined],
	])("%s (%s) shows the error screen with the server's message", async (status, code) => {
		const { thrown } = await outcome(apiError(status, code, ["一行目", "二行目"]));
		expect(errorResponse(thrown)).toEqual({ status, data: "一行目\n二行目" });
	});

	it.each([400, 409, 422, 429])("other 4xx (%s) are kept as messages for the page", async (status) => {
		const { returned, thrown } = await outcome(apiError(status, undefined, ["入力内容を確認してください"]));
		expect(thrown).toBeUndefined();
		expect(returned).toEqual({ messages: ["入力内容を確認してください"] });
	});

	it.each([500, 502, 503])("%s shows the error screen", async (status) => {
		const { thrown } = await outcome(apiError(status));
		expect(errorResponse(thrown).status).toBe(status);
	});

	it("a non-HTTP failure shows the error screen as 500 with the documented message", async () => {
		const { thrown } = await outcome(new TypeError("fetch failed"));
		expect(errorResponse(thrown)).toEqual({ status: 500, data: "通信中に予期せぬエラーが発生しました" });
	});
});

/** Runs `fn` and keeps whatever it returned or threw. */
async function settle<T>(fn: () => Promise<T>): Promise<{ value?: T; thrown?: unknown }> {
	try {
		return { value: await fn() };
	} catch (thrown) {
		return { thrown };
	}
}

const scopeOf = (setup?: Setup, request?: Request) => {
	const { context, request: own } = world(setup);
	return { context, request: request ?? own };
};

function abortedRequest(method = "GET"): Request {
	const controller = new AbortController();
	controller.abort();
	return new Request("http://localhost:8787/contact", { method, signal: controller.signal });
}

describe("status rules: edges", () => {
	it("passes a Response (a redirect already decided) through untouched", async () => {
		const response = new Response(null, { status: 302, headers: { Location: "/elsewhere" } });
		for (const handler of [judgeFailedCall, throwFailedRead, judgeFailedSubmit]) {
			const { thrown } = await settle(() => handler(response, scopeOf()));
			expect(thrown).toBe(response);
		}
	});

	it("hands an error of an aborted request on unchanged (the member left: nothing to show)", async () => {
		const error = apiError(401, "401-001");
		for (const handler of [judgeFailedCall, judgeFailedSubmit]) {
			const { thrown } = await settle(() => handler(error, scopeOf(undefined, abortedRequest("POST"))));
			expect(thrown).toBe(error);
		}
	});

	it("an error code counts only with its own status", async () => {
		expect((await outcome(apiError(400, "403-002"))).returned).toEqual({ messages: ["サーバーからのメッセージ"] });
		expect(errorResponse((await outcome(apiError(403, "401-002"))).thrown).status).toBe(403);
		expect(errorResponse((await outcome(apiError(404, "403-002"))).thrown).status).toBe(404);
	});

	it("a 3xx that reached the client is no page message: the error screen", async () => {
		const { thrown } = await outcome(apiError(399));
		expect(errorResponse(thrown).status).toBe(399);
	});

	it("4xx at both ends of the range are page messages", async () => {
		for (const status of [400, 499])
			expect((await outcome(apiError(status))).returned).toEqual({ messages: ["サーバーからのメッセージ"] });
	});

	it("a 404 or a 5xx without a message shows the error screen without one", async () => {
		expect(errorResponse((await outcome(apiError(404, undefined, []))).thrown)).toEqual({ status: 404, data: null });
		expect(errorResponse((await outcome(apiError(503, undefined, []))).thrown)).toEqual({ status: 503, data: null });
	});

	it("throwServerFailure shows the status and every message", () => {
		let thrown: unknown;
		try {
			throwServerFailure(apiError(502, undefined, ["一", "二"]));
		} catch (error) {
			thrown = error;
		}
		expect(errorResponse(thrown)).toEqual({ status: 502, data: "一\n二" });
	});
});

describe("throwFailedRead (callers with no page to show a 4xx on)", () => {
	it("ends the request on a 4xx with its status and messages", async () => {
		const { thrown } = await settle(() => throwFailedRead(apiError(422, undefined, ["一", "二"]), scopeOf()));
		expect(errorResponse(thrown)).toEqual({ status: 422, data: "一\n二" });
	});

	it("a 4xx without a message ends it without one", async () => {
		const { thrown } = await settle(() => throwFailedRead(apiError(409, undefined, []), scopeOf()));
		expect(errorResponse(thrown)).toEqual({ status: 409, data: null });
	});

	it("follows the sign-in rules like every page", async () => {
		const { thrown } = await settle(() => throwFailedRead(apiError(401, "401-001"), scopeOf()));
		expect(location(thrown)).toBe("/login?returnTo=%2Fnews%3Fpage%3D2");
	});

	it("a failure with no HTTP answer is a 500 with the documented message", async () => {
		const { thrown } = await settle(() => throwFailedRead(new TypeError("fetch failed"), scopeOf()));
		expect(errorResponse(thrown)).toEqual({ status: 500, data: "通信中に予期せぬエラーが発生しました" });
	});
});

describe("judgeFailedSubmit (actions keep the member's input)", () => {
	const form = (error: unknown, setup?: Setup) => settle(() => judgeFailedSubmit(error, scopeOf(setup)));

	it("puts a 4xx's messages on the form with its status", async () => {
		expect((await form(apiError(422, undefined, ["入力内容を確認してください"]))).value).toEqual({
			status: 422,
			messages: ["入力内容を確認してください"],
		});
		expect((await form(apiError(499))).value).toEqual({ status: 499, messages: ["サーバーからのメッセージ"] });
	});

	it("puts a 5xx on the form, with the server's messages", async () => {
		expect((await form(apiError(500, undefined, ["一", "二"]))).value).toEqual({ status: 500, messages: ["一", "二"] });
	});

	it("puts a 5xx without a message (a proxy's HTML page) on the form with the communication message", async () => {
		expect((await form(apiError(503, undefined, []))).value).toEqual({
			status: 503,
			messages: ["通信エラーが発生しました。大変お手数ですが、時間をおいてから再度お試しください"],
		});
	});

	it("puts a failure with no HTTP answer on the form as a 500", async () => {
		expect((await form(new TypeError("fetch failed"))).value).toEqual({
			status: 500,
			messages: ["通信中に予期せぬエラーが発生しました"],
		});
	});

	it("still signs in again on a 401 and shows the error screen on a 403 or 404", async () => {
		expect(location((await form(apiError(401, "401-001"))).thrown)).toBe("/login?returnTo=%2Fnews%3Fpage%3D2");
		expect(errorResponse((await form(apiError(403, "403-001"))).thrown).status).toBe(403);
		expect(errorResponse((await form(apiError(404))).thrown).status).toBe(404);
	});
});

describe("isServerFailure", () => {
	it("is true for a 5xx and for a failure with no HTTP answer", () => {
		expect(isServerFailure(apiError(500))).toBe(true);
		expect(isServerFailure(apiError(503))).toBe(true);
		expect(isServerFailure(new TypeError("fetch failed"))).toBe(true);
	});

	it("is false for a 4xx and for a Response (a redirect is no failure)", () => {
		expect(isServerFailure(apiError(499))).toBe(false);
		expect(isServerFailure(new Response(null, { status: 302 }))).toBe(false);
	});
});

describe("postsForm", () => {
	it.each([
		["GET", false],
		["HEAD", false],
		["POST", true],
		["PUT", true],
		["DELETE", true],
	])("%s: %s", (method, expected) => {
		expect(postsForm(new Request("http://localhost:8787/contact", { method }))).toBe(expected);
	});
});

describe("twoFactorPath", () => {
	it("asks the API for the member when not loaded, and uses the mobile number it has", async () => {
		const { context, calls } = world({ memberLoaded: false });
		expect(await twoFactorPath(context)).toBe("/two_factor_authentication/sms");
		expect(calls).toHaveLength(1);
	});

	it("does not ask the API when the member is loaded", async () => {
		const { context, calls } = world({ mobile: null });
		expect(await twoFactorPath(context)).toBe("/two_factor_authentication/email");
		expect(calls).toEqual([]);
	});

	it("falls back to e-mail when the member cannot be read", async () => {
		const { context } = world({ memberLoaded: false });
		context.set(upstreamFetchContext, async () => {
			throw new TypeError("fetch failed");
		});
		expect(await twoFactorPath(context)).toBe("/two_factor_authentication/email");
	});
});

describe("pageRead (a loader's read of the main API)", () => {
	it("answers what the read got from the member's API client", async () => {
		const { context, request, calls } = world();
		const user = await pageRead({ context, request }, async (orange) => (await orange.getCurrentUser()).data);
		expect(user).toMatchObject({ id: 1001, name: "山田 太郎" });
		expect(calls.map((call) => new URL(call.url).pathname)).toEqual(["/api/orange/v1/current_user"]);
	});

	it("ends the request by the read rules when the read fails", async () => {
		const { thrown } = await settle(() =>
			pageRead(scopeOf(), async () => {
				throw apiError(409, undefined, ["一", "二"]);
			}),
		);
		expect(errorResponse(thrown)).toEqual({ status: 409, data: "一\n二" });
		const signIn = await settle(() =>
			pageRead(scopeOf(), async () => {
				throw apiError(401, "401-001");
			}),
		);
		expect(location(signIn.thrown)).toBe("/login?returnTo=%2Fnews%3Fpage%3D2");
	});
});

describe("replyToFailedSubmit (a conform form's failed call)", () => {
	const schema = z.object({ email: z.string() });
	const submission = () => {
		const form = new FormData();
		form.set("email", "taro@example.jp");
		return parseWithZod(form, { schema });
	};

	it("puts a refusal next to the field the form names, keeping what was typed", async () => {
		const { result, status } = await replyToFailedSubmit(
			submission(),
			apiError(422, undefined, ["既に登録されています"]),
			scopeOf(),
			{ field: "email" },
		);
		expect(status).toBe(422);
		expect(result.error).toEqual({ email: ["既に登録されています"] });
		expect(result.initialValue).toMatchObject({ email: "taro@example.jp" });
	});

	it("puts a failed server above the form with the communication message", async () => {
		const { result, status } = await replyToFailedSubmit(submission(), apiError(503, undefined, []), scopeOf());
		expect(status).toBe(503);
		expect(result.error).toEqual({
			"": ["通信エラーが発生しました。大変お手数ですが、時間をおいてから再度お試しください"],
		});
	});
});

describe("throwOrDeferMemberFailure and throwDeferredMemberFailure (the member load of a request)", () => {
	const postTo = (path: string) => new Request(`http://localhost:8787${path}`, { method: "POST" });

	it("lets a form post whose server failed go on to its action, which ends on the error screen if it needs the member", async () => {
		const scope = scopeOf(undefined, postTo("/contact"));
		expect(await throwOrDeferMemberFailure(apiError(503, undefined, ["メンテナンス中"]), scope)).toBeUndefined();
		let thrown: unknown;
		try {
			throwDeferredMemberFailure(scope.context);
		} catch (error) {
			thrown = error;
		}
		expect(errorResponse(thrown)).toEqual({ status: 503, data: "メンテナンス中" });
	});

	it("defers nothing when the member loaded: the handler goes on", () => {
		expect(() => throwDeferredMemberFailure(scopeOf().context)).not.toThrow();
	});

	it("ends a read whose server failed on the error screen at once", async () => {
		const scope = scopeOf();
		const { thrown } = await settle(() =>
			throwOrDeferMemberFailure(apiError(503, undefined, ["メンテナンス中"]), scope),
		);
		expect(errorResponse(thrown)).toEqual({ status: 503, data: "メンテナンス中" });
	});

	it("still sends a form post to sign in on a 401, and to the error screen on a 4xx", async () => {
		const signIn = await settle(() =>
			throwOrDeferMemberFailure(apiError(401, "401-001"), scopeOf(undefined, postTo("/contact"))),
		);
		expect(location(signIn.thrown)).toBe("/login?returnTo=%2Fcontact");
		const refused = await settle(() =>
			throwOrDeferMemberFailure(apiError(404), scopeOf(undefined, postTo("/contact"))),
		);
		expect(errorResponse(refused.thrown).status).toBe(404);
	});
});
