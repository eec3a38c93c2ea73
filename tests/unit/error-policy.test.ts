import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ApiError } from "#app/lib/api/errors";
import { cookiesContext } from "#app/request/context.server";
import {
	isRefusal,
	judgeFailedTokenSubmit,
	limeScreen,
	linkCheckFailure,
	linkCheckScreen,
	linkToken,
	mainApiScreen,
	requireLiveToken,
} from "#app/request/error-policy.server";
import { createRequestCookies } from "#app/session/cookies.server";

/* The tables of docs/status-rules.md as the policy holds them, and the token pages' entry points. */

const apiError = (status: number, errors: string[] = ["サーバーの言葉"], errorCode?: string) =>
	new ApiError({ status, errors, errorCode });

/** What a call throws, in the terms a page sees: a redirect's target, or an error screen's status and message. */
async function settle(fn: () => unknown) {
	try {
		return { returned: await fn() };
	} catch (thrown) {
		if (thrown instanceof Response) return { redirect: thrown.headers.get("Location") };
		if (thrown && typeof thrown === "object" && "init" in thrown) {
			const { data, init } = thrown as { data: unknown; init: { status: number } };
			return { screen: { status: init.status, message: data } };
		}
		return { thrown };
	}
}

const post = () => new Request("http://localhost:8787/activation/abc", { method: "POST" });
const get = () => new Request("http://localhost:8787/activation/abc");

function scope(request = post()) {
	const context = new RouterContextProvider();
	context.set(cookiesContext, createRequestCookies(["s".repeat(40)]));
	return { context, request };
}

describe("the main API's table", () => {
	it.each([
		[401, "401-002", "two-factor"],
		[401, "401-003", "sign-in-again"],
		[401, "401-001", "sign-in"],
		[401, undefined, "sign-in"],
		[403, "403-002", "password-change"],
		[403, undefined, "error-screen"],
		[404, "403-002", "error-screen"],
		[400, undefined, "page"],
		[409, undefined, "page"],
		[422, undefined, "page"],
		[429, undefined, "page"],
		[499, undefined, "page"],
		[500, undefined, "server-failure"],
		[503, undefined, "server-failure"],
		[302, undefined, "error-screen"],
		[399, undefined, "error-screen"],
	])("%i %s → %s", (status, errorCode, screen) => {
		expect(mainApiScreen({ status, errorCode })).toBe(screen);
	});
});

describe("the contact-detail API's table", () => {
	it.each([
		[401, "identify"],
		[410, "invalid-url"],
		[400, "page"],
		[409, "page"],
		[422, "page"],
		[429, "page"],
		[403, "error-screen"],
		[404, "error-screen"],
		[499, "error-screen"],
		[500, "server-failure"],
		[504, "server-failure"],
	])("%i → %s", (status, screen) => {
		expect(limeScreen(status)).toBe(screen);
	});

	it("the link check: 410 is an invalid URL, anything else the error screen", () => {
		expect(linkCheckScreen(410)).toBe("invalid-url");
		expect(linkCheckScreen(404)).toBe("error-screen");
		expect(linkCheckScreen(500)).toBe("error-screen");
	});
});

describe("linkCheckFailure", () => {
	it("410: 404 「無効なURLです」, for a read and a post alike", () => {
		expect(linkCheckFailure(apiError(410), get())).toEqual({ status: 404, message: "無効なURLです" });
		expect(linkCheckFailure(apiError(410), post())).toEqual({ status: 404, message: "無効なURLです" });
	});

	it("a 4xx: 500 without the server's words", () => {
		expect(linkCheckFailure(apiError(404), get())).toEqual({ status: 500, message: null });
	});

	it("a server failure: 500 with its words on a read; a post outlives it", () => {
		expect(linkCheckFailure(apiError(503, ["メンテナンス中"]), get())).toEqual({
			status: 500,
			message: "メンテナンス中",
		});
		expect(linkCheckFailure(apiError(503, []), get())).toEqual({ status: 500, message: null });
		expect(linkCheckFailure(apiError(502, ["一", "二"]), get())).toEqual({ status: 500, message: "一\n二" });
		expect(linkCheckFailure(new TypeError("fetch failed"), post())).toBeNull();
		expect(linkCheckFailure(apiError(503), post())).toBeNull();
		expect(linkCheckFailure(apiError(404), post())).toEqual({ status: 500, message: null });
	});

	it("a request the member left rethrows", () => {
		const controller = new AbortController();
		controller.abort();
		const error = apiError(410);
		expect(() => linkCheckFailure(error, new Request("http://x/", { signal: controller.signal }))).toThrow(error);
	});
});

describe("isRefusal", () => {
	it("is a 4xx answer of the API, and nothing else", () => {
		expect(isRefusal(apiError(400))).toBe(true);
		expect(isRefusal(apiError(499))).toBe(true);
		expect(isRefusal(apiError(399))).toBe(false);
		expect(isRefusal(apiError(500))).toBe(false);
		// A response already decided is no refusal, whatever its status.
		expect(isRefusal(new Response(null, { status: 404 }))).toBe(false);
		expect(isRefusal(new TypeError("fetch failed"))).toBe(false);
	});
});

describe("token pages", () => {
	it("a malformed token: the expired-link page for a password link, the invalid-URL 404 for an e-mail change", async () => {
		expect(await settle(() => linkToken("activation", "bad token!"))).toEqual({ redirect: "/users/token_expired" });
		expect(await settle(() => linkToken("password-reset", undefined))).toEqual({ redirect: "/users/token_expired" });
		expect(await settle(() => linkToken("email-change", "../x"))).toEqual({
			screen: { status: 404, message: "無効なURLです" },
		});
		expect(linkToken("email-change", "good-token_1")).toBe("good-token_1");
	});

	it("the check: any 4xx is the expired-link page; a server failure the error screen", async () => {
		const refuse = (status: number) => async () => {
			throw apiError(status);
		};
		for (const status of [400, 404, 410, 422]) {
			expect(await settle(() => requireLiveToken("activation", "tok", refuse(status), scope(get())))).toEqual({
				redirect: "/users/token_expired",
			});
		}
		expect(await settle(() => requireLiveToken("password-reset", "tok", refuse(503), scope(get())))).toEqual({
			screen: { status: 503, message: "サーバーの言葉" },
		});
		expect(await settle(() => requireLiveToken("activation", "tok", async () => ({}), scope(get())))).toEqual({
			returned: "tok",
		});
	});

	it("the submit: a spent activation link is the expired-link page", async () => {
		for (const status of [404, 410]) {
			expect(await settle(() => judgeFailedTokenSubmit("activation", apiError(status), scope()))).toEqual({
				redirect: "/users/token_expired",
			});
		}
	});

	it("the submit: a spent reset link is the error screen with the server's words", async () => {
		expect(await settle(() => judgeFailedTokenSubmit("password-reset", apiError(410), scope()))).toEqual({
			screen: { status: 410, message: "サーバーの言葉" },
		});
		expect(await settle(() => judgeFailedTokenSubmit("password-reset", apiError(410, []), scope()))).toEqual({
			screen: { status: 410, message: null },
		});
		expect(await settle(() => judgeFailedTokenSubmit("password-reset", apiError(410, ["一", "二"]), scope()))).toEqual({
			screen: { status: 410, message: "一\n二" },
		});
	});

	it("the submit: the error of a request the member left is handed on untouched, even for a spent link", async () => {
		const controller = new AbortController();
		controller.abort();
		const left = new Request("http://localhost:8787/activation/abc", { method: "POST", signal: controller.signal });
		const spent = apiError(410);
		const { thrown } = await settle(() => judgeFailedTokenSubmit("activation", spent, scope(left)));
		expect(thrown).toBe(spent);
	});

	it("the submit: a spent or unknown e-mail change link is told on the page", async () => {
		const lime = { ...scope(), urlToken: "url-token" };
		for (const status of [404, 410]) {
			expect(await judgeFailedTokenSubmit("email-change", apiError(status, ["使用済みです"]), lime)).toEqual({
				status,
				messages: ["使用済みです"],
			});
		}
	});

	it("the submit: anything else follows the page's API's form rules", async () => {
		expect(await judgeFailedTokenSubmit("activation", apiError(422, ["弱いパスワード"]), scope())).toEqual({
			status: 422,
			messages: ["弱いパスワード"],
		});
		expect(
			await settle(() => judgeFailedTokenSubmit("password-reset", apiError(404, ["見つかりません"]), scope())),
		).toEqual({
			screen: { status: 404, message: "見つかりません" },
		});
		expect(await judgeFailedTokenSubmit("password-reset", apiError(502, []), scope())).toEqual({
			status: 502,
			messages: ["通信エラーが発生しました。大変お手数ですが、時間をおいてから再度お試しください"],
		});
		// The lime rules for the e-mail change: 410 elsewhere in the flow is the invalid URL, but here it is listed;
		// a 401 sends the member to identify again.
		const lime = { ...scope(), urlToken: "url-token" };
		expect(await settle(() => judgeFailedTokenSubmit("email-change", apiError(401), lime))).toEqual({
			redirect: "/contact_detail_form/url-token/auth",
		});
		expect(await judgeFailedTokenSubmit("email-change", apiError(409, ["変更中です"]), lime)).toEqual({
			status: 409,
			messages: ["変更中です"],
			fieldErrors: {},
		});
	});
});
