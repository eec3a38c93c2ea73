import { describe, expect, it } from "vitest";
import { ApiError } from "#app/lib/api/errors";
import { handleApiError } from "#app/lib/api-error.server";
import { memberContext } from "#app/lib/context.server";
import { bindApi, configWithApiAt, location, routeWorld } from "./support/router";

const config = configWithApiAt("http://api.test");

type Setup = { mobile?: string | null; memberLoaded?: boolean };

/** A loader's world: config, cookies of a signed-in, trusted member, and a recording upstream. */
function world({ mobile = "09012345678", memberLoaded = true }: Setup = {}) {
	const calls: Request[] = [];
	const { context, cookies } = routeWorld({
		config,
		fetch: async (input, init) => {
			const request = new Request(input, init);
			calls.push(request);
			if (request.url.endsWith("/api/orange/v1/current_user")) return Response.json(currentUser);
			return new Response(null, { status: 200 });
		},
	});
	cookies.session.set({
		access_token: "at",
		refresh_token: "rt",
		token_type: "Bearer",
		scope: "public",
		profile: { sub: "1001" },
		expires_at: Math.floor(Date.now() / 1000) + 3600,
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
	bindApi(context, request);
	return { context, cookies, calls, request };
}

async function outcome(error: unknown, setup?: Setup) {
	const scope = world(setup);
	try {
		const returned = await handleApiError(error, { context: scope.context, request: scope.request });
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
		const { thrown } = await outcome(apiError(401, "401-002"));
		expect(location(thrown)).toBe("/two_factor_authentication/sms?returnTo=%2Fnews%3Fpage%3D2");
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
