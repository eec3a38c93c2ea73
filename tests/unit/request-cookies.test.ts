import { describe, expect, it } from "vitest";
import { parseCookieHeader } from "#app/session/cookie-jar.server";
import { ownCookieBase } from "#app/session/cookie-names";
import {
	createRequestCookies,
	loadRequestCookies,
	OAUTH_TRANSACTION_MAX_AGE,
	type RequestCookies,
	setCookieLines,
} from "#app/session/cookies.server";
import { seal } from "#app/session/sealed.server";

const SECRET = "c".repeat(32);
const secrets = [SECRET];

type Case = {
	key: keyof RequestCookies;
	name: string;
	purpose: string;
	/** Seconds; undefined for a browser-session cookie. */
	maxAge: number | undefined;
	valid: unknown;
	/** Values the schema must refuse: a cookie holding one reads as absent. */
	invalid: unknown[];
};

const session = {
	access_token: "at",
	refresh_token: "rt",
	id_token: "it",
	token_type: "Bearer",
	scope: "public",
	profile: { sub: "1001", name: "山田 太郎" },
	expires_at: 2_000_000_000,
	session_state: "ss",
};
const transaction = { state: "s", codeVerifier: "v".repeat(43), returnTo: "/news", createdAt: 1_700_000_000_000 };
const draft = {
	urlToken: "u1",
	payload: {
		addressType: "home",
		postalCodeFirst: "100",
		postalCodeSecond: "0001",
		prefecture: "東京都",
		phoneType: "mobile",
		phoneNumber: "09012345678",
	},
};
const toast = (type: string) => ({ type, text: "保存しました" });

const CASES: Case[] = [
	{
		key: "session",
		name: "__Host-session",
		purpose: "member-session",
		maxAge: undefined,
		valid: session,
		invalid: [
			{ ...session, access_token: "" },
			{ ...session, profile: {} },
			{ ...session, token_type: undefined },
			{ ...session, scope: undefined },
			{ ...session, expires_at: "2000000000" },
		],
	},
	{
		key: "oauthTransaction",
		name: "__Host-oauth-tx",
		purpose: "oauth-transaction",
		maxAge: 15 * 60,
		valid: { transactions: [transaction] },
		invalid: [
			transaction,
			{ transactions: [{ ...transaction, state: "" }] },
			{ transactions: [{ ...transaction, codeVerifier: "v".repeat(42) }] },
			{ transactions: [{ ...transaction, returnTo: undefined }] },
			{ transactions: [{ ...transaction, createdAt: undefined }] },
			{ transactions: Array.from({ length: 6 }, (_, index) => ({ ...transaction, state: `s${index}` })) },
		],
	},
	{
		key: "trustedBrowser",
		name: "__Host-trusted-browser",
		purpose: "trusted-browser",
		maxAge: 400 * 24 * 60 * 60,
		valid: { sub: "1001", pinCode: "pin", pinCodeAt: 1_700_000_000_000, guid: "g" },
		invalid: [{ pinCode: "pin" }, { sub: "1001", pinCodeAt: "yesterday" }],
	},
	{
		key: "pinSent",
		name: "__Host-pin-sent",
		purpose: "pin-sent",
		maxAge: 15 * 60,
		valid: { sub: "1001", at: 1_700_000_000_000 },
		invalid: [{ sub: "1001" }, { at: 1 }, { sub: 1001, at: 1 }],
	},
	{
		key: "lime",
		name: "__Host-lime",
		purpose: "lime-access",
		maxAge: 60 * 60,
		valid: { urlToken: "u1", accessToken: "a1" },
		invalid: [{ urlToken: "u1" }, { accessToken: "a1" }],
	},
	{
		key: "limeDraft",
		name: "__Host-lime-draft",
		purpose: "lime-draft",
		maxAge: 30 * 60,
		valid: draft,
		invalid: [
			{ payload: draft.payload },
			{ urlToken: "u1" },
			{ ...draft, payload: { ...draft.payload, phoneType: "fax" } },
		],
	},
	{
		key: "notice",
		name: "__Host-notice",
		purpose: "page-notice",
		maxAge: 60,
		valid: { path: "/users/recipe_settings", type: "success", title: "配信情報を設定しました" },
		invalid: [
			{ path: "/", type: "info", title: "x" },
			{ type: "success", title: "x" },
		],
	},
	{
		key: "spentLink",
		name: "__Host-spent-link",
		purpose: "spent-link",
		maxAge: 1800,
		valid: { path: "/users/password/reset/reset-abc" },
		invalid: [{ path: "x".repeat(201) }, {}],
	},
	{
		key: "flash",
		name: "__Host-flash",
		purpose: "flash",
		maxAge: 60,
		valid: {
			toasts: [toast("default"), toast("warn"), toast("error"), { ...toast("success"), title: "完了" }],
		},
		invalid: [
			{ toasts: [toast("info")] },
			{ toasts: [{ type: "success" }] },
			{ toasts: Array.from({ length: 6 }, () => toast("success")) },
			{},
		],
	},
	{
		key: "formDraft",
		name: "__Host-form-draft",
		purpose: "form-draft",
		maxAge: 30 * 60,
		valid: { path: "/contact/user", sub: "1001", fields: { subject: ["account"], body: ["本文"] } },
		invalid: [{ path: "/contact/user" }, { path: "/contact/user", fields: { body: "本文" } }, { fields: {} }],
	},
];

/** A Cookie header holding `value` sealed for `name` and `purpose`, as a browser sends it back. */
async function sealedHeader(name: string, purpose: string, value: unknown): Promise<string> {
	return `${name}=${await seal(JSON.stringify(value), { secrets, purpose, name })}`;
}

describe("request cookies", () => {
	it("defines exactly these cookies", () => {
		expect(Object.keys(createRequestCookies(secrets)).sort()).toEqual(CASES.map((c) => c.key).sort());
		expect(OAUTH_TRANSACTION_MAX_AGE).toBe(900);
	});

	describe.each(CASES)("$name", ({ key, name, purpose, maxAge, valid, invalid }) => {
		it("has its __Host- name, its own purpose and its lifetime", () => {
			const { spec } = createRequestCookies(secrets)[key];
			expect(spec.name).toBe(name);
			expect(spec.name.startsWith("__Host-")).toBe(true);
			expect(spec.purpose).toBe(purpose);
			expect(spec.maxAge).toBe(maxAge);
		});

		it("writes a __Host- line: Path=/, Secure, HttpOnly, SameSite=Lax, its Max-Age, no Domain", async () => {
			const cookies = createRequestCookies(secrets);
			(cookies[key] as { set(value: unknown): void }).set(valid);
			const [line, ...more] = await cookies[key].toSetCookies();
			expect(more).toEqual([]);
			const attributes = maxAge === undefined ? "" : `; Max-Age=${maxAge}`;
			expect(line).toMatch(
				new RegExp(`^${name}=v1\\.[A-Za-z0-9_-]+; Path=/; Secure; HttpOnly; SameSite=Lax${attributes}$`),
			);
		});

		it("opens a value sealed for its name and purpose, and nothing sealed for another purpose", async () => {
			const cookies = await loadRequestCookies(
				new Request("https://portal.example.jp/", { headers: { Cookie: await sealedHeader(name, purpose, valid) } }),
				secrets,
			);
			expect(cookies[key].value).toEqual(valid);
			for (const other of CASES.filter((c) => c.key !== key)) expect(cookies[other.key].value).toBeNull();

			const foreign = createRequestCookies(secrets)[key];
			await foreign.load(parseCookieHeader(await sealedHeader(name, `${purpose}-other`, valid)));
			expect(foreign.value).toBeNull();
		});

		it.each(invalid)("reads a value its schema refuses as absent, and deletes it: %j", async (value) => {
			const cookie = createRequestCookies(secrets)[key];
			await cookie.load(parseCookieHeader(await sealedHeader(name, purpose, value)));
			expect(cookie.value).toBeNull();
			expect(await cookie.toSetCookies()).toEqual([`${name}=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0`]);
		});
	});

	it("writes back only the cookies that changed", async () => {
		const cookies = await loadRequestCookies(new Request("https://portal.example.jp/"), secrets);
		expect(await setCookieLines(cookies)).toEqual([]);
		cookies.lime.set({ urlToken: "u1", accessToken: "a1" });
		cookies.flash.clear();
		const lines = await setCookieLines(cookies);
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatch(/^__Host-lime=v1\./);
	});

	it("in the development cookie mode, names every cookie local- and drops only Secure", async () => {
		const cookies = await loadRequestCookies(new Request("http://localhost:8787/"), secrets, "local-http");
		cookies.session.set(session);
		cookies.lime.set({ urlToken: "u1", accessToken: "a1" });
		const lines = await setCookieLines(cookies);
		expect(lines).toHaveLength(2);
		for (const line of lines)
			expect(line).toMatch(
				/^local-(session|lime)=v1\.[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax(; Max-Age=\d+)?$/,
			);

		const header = lines.map((line) => line.split(";")[0]).join("; ");
		const back = await loadRequestCookies(
			new Request("http://localhost:8787/", { headers: { Cookie: header } }),
			secrets,
			"local-http",
		);
		expect(back.session.value?.access_token).toBe("at");
		// A secure-mode reader does not see them, nor the other way round.
		const secure = await loadRequestCookies(
			new Request("http://localhost:8787/", { headers: { Cookie: header } }),
			secrets,
		);
		expect(secure.session.value).toBeNull();
		expect(Object.values(createRequestCookies(secrets, "local-http")).map((cookie) => cookie.spec.name)).toEqual(
			Object.values(createRequestCookies(secrets)).map((cookie) => cookie.spec.name.replace("__Host-", "local-")),
		);
	});

	it("knows its own cookies by either prefix, for the page cache (worker/page-cache/index.ts)", () => {
		expect(ownCookieBase("__Host-session")).toBe("session");
		expect(ownCookieBase("local-trusted-browser")).toBe("trusted-browser");
		expect(ownCookieBase("session")).toBeNull();
		expect(ownCookieBase("_ga")).toBeNull();
	});
});
