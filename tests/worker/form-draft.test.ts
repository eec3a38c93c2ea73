import { describe, expect, it } from "vitest";
import { API_BASE_PATHS } from "#app/contract/define";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import type { FormDraftView } from "#app/lib/forms/form-draft";
import { takeFormDraft } from "#app/request/form-draft.server";
import { loginPath, requireMember } from "#app/request/guard.server";
import { type DemoMemberId, signInMember } from "./support/members";
import { type RouteWorld, routeWorld } from "./support/router";
import { formsBelow, routeRequest } from "./support/routes";
import { inProcessMock, upstreamPath } from "./support/upstream";

const ORIGIN = "http://localhost:8787";

function post(path: string, fields: ReadonlyArray<[string, string]>): Request {
	return new Request(`${ORIGIN}${path}`, {
		method: "POST",
		headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
		body: new URLSearchParams([...fields]),
	});
}

function runRoute(world: RouteWorld, request: Request) {
	return routeRequest(request, world.context);
}

const get = (world: RouteWorld, path: string) => runRoute(world, new Request(`${ORIGIN}${path}`));

/** The mock, except that the first write of the member API answers 401-003 (the session was ended upstream). */
function expiredUpstream(): UpstreamFetch {
	const mock = inProcessMock();
	let ended = false;
	return async (input, init) => {
		const request = new Request(input, init);
		if (!ended && request.method !== "GET" && upstreamPath(request.url).startsWith(`${API_BASE_PATHS.orange}/`)) {
			ended = true;
			return Response.json(
				{ status: 401, errors: ["認証の有効期限が切れました。再度ログインしてください"], error_code: "401-003" },
				{ status: 401 },
			);
		}
		return mock(request);
	};
}

type MemberForm = {
	path: string;
	member: DemoMemberId;
	/** A valid post of the form, as the browser sends it. */
	fields: ReadonlyArray<[string, string]>;
	/** What the page gives back after signing in again. */
	draft: FormDraftView;
};

const ENQUIRY_BODY = "住所が変わりました。手続きを教えてください。";
const PASSWORDS: ReadonlyArray<[string, string]> = [
	["currentPassword", "Password123!"],
	["password", "NewPassword456!"],
	["passwordConfirmation", "NewPassword456!"],
];

/** Every form a signed-in member can post: a new one fails here until listed, then until it gives its draft back. */
const MEMBER_FORMS: Record<string, MemberForm> = {
	"features/contact/routes/contact-user.tsx": {
		path: "/contact/user",
		member: 1002,
		fields: [
			["subject", "account"],
			["body", ENQUIRY_BODY],
			["intent", "send"],
		],
		draft: { values: { subject: "account", body: ENQUIRY_BODY }, withheld: false },
	},
	"features/questionnaire/routes/questionnaire-new.tsx": {
		path: "/questionnaires/1/new",
		member: 1004,
		fields: [
			["q101", "five_days"],
			["q102", "everyday"],
			["q103", "often"],
			["q104", "on_regular_basis"],
			["q105", "夜勤のある週は朝食を抜きがちです。"],
			["consent", "on"],
		],
		draft: {
			values: {
				q101: "five_days",
				q102: "everyday",
				q103: "often",
				q104: "on_regular_basis",
				q105: "夜勤のある週は朝食を抜きがちです。",
				consent: "on",
			},
			withheld: false,
		},
	},
	"features/recipe-settings/routes/recipe-settings.tsx": {
		path: "/users/recipe_settings",
		member: 1001,
		fields: [["type", "blood_pressure"]],
		draft: { values: { type: "blood_pressure" }, withheld: false },
	},
	// Nothing typed: the page says the button's work was not done.
	"features/account/routes/users-detail.tsx": {
		path: "/users/detail",
		member: 1001,
		fields: [["intent", "clear-trusted-browsers"]],
		draft: { values: {}, withheld: false },
	},
	// Passwords are never kept: the page says so.
	"features/passwords/routes/password-update.tsx": {
		path: "/users/password/update",
		member: 1001,
		fields: PASSWORDS,
		draft: { values: {}, withheld: true },
	},
	"features/passwords/routes/password-force-change.tsx": {
		path: "/users/password/force_change",
		member: 1003,
		fields: PASSWORDS,
		draft: { values: {}, withheld: true },
	},
	// Nor is a PIN.
	"features/two-factor/routes/two-factor.tsx": {
		path: "/two_factor_authentication/email",
		member: 1002,
		fields: [
			["pinCode", "123456"],
			["intent", "verify"],
		],
		draft: { values: {}, withheld: true },
	},
};

const ROWS = Object.entries(MEMBER_FORMS).map(([file, form]) => ({ file, ...form }));

describe("input kept across signing in again, on every member form", () => {
	it("the table lists every form behind the member guard", () => {
		expect(formsBelow(requireMember)).toEqual(Object.keys(MEMBER_FORMS).sort());
	});

	it.each(ROWS)(
		"$path: a post after the session has gone (failed renewal) is kept for the browser's last member",
		async ({ path, member, fields, draft }) => {
			const world = routeWorld({ fetch: inProcessMock() });
			await signInMember(world.cookies, member);
			world.cookies.session.clear();

			const outcome = await runRoute(world, post(path, fields));
			expect(outcome).toEqual({ kind: "redirect", location: loginPath(`${ORIGIN}${path}`) });
			expect(world.cookies.formDraft.value).toEqual({
				path,
				sub: String(member),
				fields: Object.fromEntries(Object.entries(draft.values).map(([name, value]) => [name, [value].flat()])),
				withheld: draft.withheld,
			});
		},
	);

	it.each(ROWS)(
		"$path: a post that meets 401-003 is kept and given back once, after signing in again",
		async ({ path, member, fields, draft }) => {
			const world = routeWorld({ fetch: expiredUpstream() });
			await signInMember(world.cookies, member);
			const outcome = await runRoute(world, post(path, fields));
			expect(outcome).toMatchObject({
				kind: "redirect",
				location: expect.stringMatching(/^\/login\?.*unauthorized=true/),
			});
			expect(world.cookies.session.value).toBeNull();
			expect(world.cookies.formDraft.value).toMatchObject({ path, sub: String(member) });

			await signInMember(world.cookies, member);
			expect(await get(world, path)).toMatchObject({ kind: "data", data: { formDraft: draft } });
			expect(world.cookies.formDraft.value).toBeNull();
			expect(await get(world, path)).toMatchObject({ kind: "data", data: { formDraft: null } });
		},
	);

	it.each(ROWS)(
		"$path: another member signing in next on the browser does not get the draft",
		async ({ path, member, fields }) => {
			const world = routeWorld({ fetch: inProcessMock() });
			await signInMember(world.cookies, member);
			world.cookies.session.clear();
			await runRoute(world, post(path, fields));
			expect(world.cookies.formDraft.value).not.toBeNull();

			await signInMember(world.cookies, member === 1002 ? 1001 : 1002);
			expect(takeFormDraft(world.context, new Request(`${ORIGIN}${path}`))).toBeNull();
			expect(world.cookies.formDraft.value).toBeNull();
		},
	);
});

describe("what a draft keeps", () => {
	it("a field posted more than once (a checkbox group) comes back with every value", async () => {
		const world = routeWorld({ fetch: inProcessMock() });
		await signInMember(world.cookies, 1004);
		world.cookies.session.clear();
		await runRoute(
			world,
			post("/questionnaires/1/new", [
				["q101", "5"],
				["q106", "walking"],
				["q106", "swimming"],
			]),
		);
		expect(world.cookies.formDraft.value?.fields).toEqual({ q101: ["5"], q106: ["walking", "swimming"] });

		await signInMember(world.cookies, 1004);
		expect(await get(world, "/questionnaires/1/new")).toMatchObject({
			data: { formDraft: { values: { q101: "5", q106: ["walking", "swimming"] }, withheld: false } },
		});
	});

	it("a browser no member has signed in on keeps an unbound draft; the cookie is sealed and short-lived", async () => {
		const world = routeWorld({ fetch: inProcessMock() });
		const outcome = await runRoute(world, post("/contact/user", [["body", ENQUIRY_BODY]]));
		expect(outcome).toEqual({ kind: "redirect", location: "/login?returnTo=%2Fcontact%2Fuser" });
		expect(world.cookies.formDraft.value).toEqual({
			path: "/contact/user",
			sub: undefined,
			fields: { body: [ENQUIRY_BODY] },
			withheld: false,
		});
		expect((await world.cookies.formDraft.toSetCookies())[0]).toMatch(
			/^__Host-form-draft=v1\..*HttpOnly.*Max-Age=1800/,
		);
	});

	it("never a password, a PIN, a token or the pressed button", async () => {
		const world = routeWorld({ fetch: inProcessMock() });
		await runRoute(
			world,
			post("/contact/user", [
				["body", "本文"],
				["password", "NewPassword456!"],
				["pinCode", "123456"],
				["csrfToken", "abc"],
				["intent", "send"],
				["__rr", "1"],
			]),
		);
		expect(world.cookies.formDraft.value).toMatchObject({ fields: { body: ["本文"] }, withheld: true });
	});

	it("signing out on purpose drops a draft waiting on the browser", async () => {
		const world = routeWorld({ fetch: inProcessMock() });
		await runRoute(world, post("/contact/user", [["body", ENQUIRY_BODY]]));
		expect(world.cookies.formDraft.value).not.toBeNull();
		await signInMember(world.cookies, 1002);
		await runRoute(world, post("/logout", []));
		expect(world.cookies.formDraft.value).toBeNull();
	});

	it("an empty post leaves no draft", async () => {
		const world = routeWorld({ fetch: inProcessMock() });
		await runRoute(world, post("/users/detail", []));
		expect(world.cookies.formDraft.value).toBeNull();
	});
});
