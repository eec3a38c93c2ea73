import { describe, expect, it } from "vitest";
import {
	APP_ENVS,
	ConfigError,
	configFromEnv,
	isLoopbackHttp,
	isRelayOriginPattern,
	parseConfig,
	relayOriginMatches,
} from "#app/lib/config.server";
import { DEMO_DESK, DEMO_DESK_PHONE, memberDeskOf } from "#app/lib/member-desk";
import { contentSecurityPolicy, thirdPartySources } from "../../worker/security-policy";
import { REAL_DESK } from "../fixtures/desk";

const real = {
	APP_ENV: "production",
	HOST_URL: "https://portal.example.jp",
	API_BASE_URL: "https://api.portal.example.jp/",
	OAUTH_CLIENT_ID: "portal",
	OAUTH_CLIENT_SECRET: "s3cret",
	OAUTH_REDIRECT_URI: "https://portal.example.jp/callback",
	SESSION_SECRET: `${"k".repeat(32)}, ${"o".repeat(40)}`,
	ANALYTICS_TAG_ID: "G-1",
	...REAL_DESK,
};

describe("parseConfig", () => {
	it("parses a real environment, splitting rotated secrets and trimming the API base", () => {
		const config = parseConfig(real);
		expect(config.API_BASE_URL).toBe("https://api.portal.example.jp");
		expect(config.SESSION_SECRET).toEqual(["k".repeat(32), "o".repeat(40)]);
		expect(config.mock).toBe(false);
		expect(config.reporting).toBe(true);
	});

	it("reads image origins as a list, none by default, and lets the CSP allow them", () => {
		expect(parseConfig(real).CONTENT_IMAGE_ORIGINS).toEqual([]);
		const config = parseConfig({ ...real, CONTENT_IMAGE_ORIGINS: "https://images.example.jp, https://cdn.example.jp" });
		expect(config.CONTENT_IMAGE_ORIGINS).toEqual(["https://images.example.jp", "https://cdn.example.jp"]);
		const csp = contentSecurityPolicy("n", [], thirdPartySources(config));
		expect(csp).toContain("img-src 'self' data: https://images.example.jp https://cdn.example.jp ");
	});

	it("keeps a sign-in 14 days unless the environment says otherwise", () => {
		expect(parseConfig(real).SESSION_MAX_AGE_DAYS).toBe(14);
		expect(parseConfig({ ...real, SESSION_MAX_AGE_DAYS: "30" }).SESSION_MAX_AGE_DAYS).toBe(30);
		expect(parseConfig(real).LIME_IDENTITY_FREE_TRIES).toBe(3);
		expect(parseConfig({ ...real, LIME_IDENTITY_FREE_TRIES: "50" }).LIME_IDENTITY_FREE_TRIES).toBe(50);
	});

	it("marks the default env as mock without reporting", () => {
		const config = parseConfig({
			...real,
			APP_ENV: "default",
			SESSION_SECRET: "mock-only-session-secret-not-for-real-environments",
			ANALYTICS_TAG_ID: "",
		});
		expect(config.mock).toBe(true);
		expect(config.reporting).toBe(false);
	});

	it.each([
		["a missing client secret", { OAUTH_CLIENT_SECRET: undefined }],
		["a short session secret", { SESSION_SECRET: "short" }],
		["the mock secret outside default", { SESSION_SECRET: "mock-only-session-secret-not-for-real-environments" }],
		["an unknown environment", { APP_ENV: "dev" }],
		["a redirect URI on another host", { OAUTH_REDIRECT_URI: "https://evil.example/callback" }],
		["an image origin over http", { CONTENT_IMAGE_ORIGINS: "http://images.example.jp" }],
		["a sign-in longer than the absolute limit", { SESSION_MAX_AGE_DAYS: "31" }],
		["a sign-in of no days", { SESSION_MAX_AGE_DAYS: "0" }],
		["no free identity try", { LIME_IDENTITY_FREE_TRIES: "0" }],
		["more than 100 free identity tries", { LIME_IDENTITY_FREE_TRIES: "101" }],
		["a fraction of an identity try", { LIME_IDENTITY_FREE_TRIES: "2.5" }],
		["an image origin with a path", { CONTENT_IMAGE_ORIGINS: "https://images.example.jp/news" }],
		["an analytics id in qa", { APP_ENV: "qa" }],
		["a non-URL API base", { API_BASE_URL: "ftp://api" }],
	])("refuses %s, naming the variable but not its value", (_label, override) => {
		const run = () => parseConfig({ ...real, ...override });
		expect(run).toThrow(ConfigError);
		try {
			run();
		} catch (error) {
			expect(String(error)).not.toContain("s3cret");
		}
	});
});

/** The message a refused config throws (names and rules, never values). */
function refusal(env: Record<string, unknown>): string {
	try {
		parseConfig(env);
	} catch (error) {
		expect(error).toBeInstanceOf(ConfigError);
		expect((error as Error).name).toBe("ConfigError");
		return (error as Error).message;
	}
	throw new Error("accepted");
}

describe("parseConfig: each rule on its own", () => {
	const { ANALYTICS_TAG_ID: _unused, ...bare } = real;

	it.each([
		["default", true, false],
		["local", false, false],
		["qa", false, true],
		["staging", false, true],
		["rev", false, true],
		["production", false, true],
	])("knows the %s env (mock %s, reporting %s)", (env, mock, reporting) => {
		const secret = env === "default" ? "mock-only-session-secret-not-for-real-environments" : real.SESSION_SECRET;
		const config = parseConfig({ ...bare, APP_ENV: env, SESSION_SECRET: secret });
		expect(config.APP_ENV).toBe(env);
		expect(config.mock).toBe(mock);
		expect(config.reporting).toBe(reporting);
	});

	it("lists exactly the six environments", () => {
		expect(APP_ENVS).toEqual(["default", "local", "qa", "staging", "rev", "production"]);
	});

	it("defaults the optional ids to empty", () => {
		const config = parseConfig(bare);
		expect([config.ANALYTICS_TAG_ID, config.ROLLBAR_CLIENT_TOKEN, config.SENTRY_DSN]).toEqual(["", "", ""]);
	});

	it("takes http and https addresses, and strips every trailing slash", () => {
		const config = parseConfig({
			...real,
			APP_ENV: "local",
			ANALYTICS_TAG_ID: "",
			HOST_URL: "http://localhost:8787/",
			OAUTH_REDIRECT_URI: "http://localhost:8787/callback",
			API_BASE_URL: "https://api.example.jp/v1///",
		});
		expect(config.HOST_URL).toBe("http://localhost:8787");
		expect(config.API_BASE_URL).toBe("https://api.example.jp/v1");
	});

	it.each(["ftp://api.example.jp", "xhttps://api.example.jp", "httpsx://api.example.jp", "ws://api.example.jp", "api"])(
		"refuses the address %s",
		(address) => {
			expect(refusal({ ...real, API_BASE_URL: address })).toContain("API_BASE_URL");
			expect(refusal({ ...real, OAUTH_REDIRECT_URI: address })).toContain("OAUTH_REDIRECT_URI");
		},
	);

	it("refuses a host or redirect address that is no URL with the config error, not a TypeError", () => {
		expect(refusal({ ...real, HOST_URL: "portal" })).toContain("HOST_URL");
		expect(refusal({ ...real, OAUTH_REDIRECT_URI: "callback" })).toContain("OAUTH_REDIRECT_URI");
	});

	it("refuses an empty client id and names a missing client secret", () => {
		expect(refusal({ ...real, OAUTH_CLIENT_ID: "" })).toContain("OAUTH_CLIENT_ID");
		expect(refusal({ ...real, OAUTH_CLIENT_SECRET: "" })).toContain(
			"OAUTH_CLIENT_SECRET is not set (wrangler secret put)",
		);
	});

	it("takes session secrets of 32 characters or more, trimmed, and refuses none at all", () => {
		expect(parseConfig({ ...real, SESSION_SECRET: ` ${"k".repeat(32)} ,,` }).SESSION_SECRET).toEqual(["k".repeat(32)]);
		expect(refusal({ ...real, SESSION_SECRET: "k".repeat(31) })).toContain(
			"each SESSION_SECRET must be at least 32 characters",
		);
		expect(refusal({ ...real, SESSION_SECRET: `${"k".repeat(32)},${"o".repeat(31)}` })).toContain("SESSION_SECRET");
		expect(refusal({ ...real, SESSION_SECRET: " , " })).toContain("SESSION_SECRET");
		expect(refusal({ ...real, SESSION_SECRET: "" })).toContain("SESSION_SECRET");
	});

	it("refuses the mock secret anywhere but the default env, even as a retired one", () => {
		const mock = "mock-only-session-secret-not-for-real-environments";
		expect(refusal({ ...real, SESSION_SECRET: `${"k".repeat(32)},${mock}` })).toContain(
			"the mock session secret is only for the default env\n  → at SESSION_SECRET",
		);
		expect(parseConfig({ ...bare, APP_ENV: "default", SESSION_SECRET: `${mock},${"k".repeat(32)}` }).mock).toBe(true);
	});

	it("moves the calendar in the default env only, and only to a day that exists", () => {
		const demo = {
			...bare,
			APP_ENV: "default",
			SESSION_SECRET: "mock-only-session-secret-not-for-real-environments",
		};
		expect(parseConfig(demo).DEMO_TODAY).toBe("");
		expect(parseConfig({ ...demo, DEMO_TODAY: "2028-02-29" }).DEMO_TODAY).toBe("2028-02-29");
		expect(refusal({ ...demo, DEMO_TODAY: "2027-02-29" })).toContain("DEMO_TODAY is a calendar day such as 2027-06-15");
		expect(refusal({ ...demo, DEMO_TODAY: "2027-6-15" })).toContain("DEMO_TODAY is a calendar day");
		for (const env of APP_ENVS.filter((name) => name !== "default")) {
			expect(refusal({ ...real, APP_ENV: env, DEMO_TODAY: "2027-06-15" })).toContain(
				"only the default env may move its calendar\n  → at DEMO_TODAY",
			);
		}
	});

	it("takes the development cookie mode only in the default env served on http://localhost", () => {
		const mock = "mock-only-session-secret-not-for-real-environments";
		const local = {
			...bare,
			APP_ENV: "default",
			SESSION_SECRET: mock,
			HOST_URL: "http://localhost:8787",
			OAUTH_REDIRECT_URI: "http://localhost:8787/callback",
		};
		expect(parseConfig(local).LOCAL_HTTP_COOKIES).toBe(false);
		expect(parseConfig({ ...local, LOCAL_HTTP_COOKIES: "false" }).LOCAL_HTTP_COOKIES).toBe(false);
		expect(parseConfig({ ...local, LOCAL_HTTP_COOKIES: "true" }).LOCAL_HTTP_COOKIES).toBe(true);
		const rule = "only the default env on http://localhost may drop Secure cookies\n  → at LOCAL_HTTP_COOKIES";
		for (const env of APP_ENVS.filter((name) => name !== "default")) {
			expect(
				refusal({ ...local, APP_ENV: env, SESSION_SECRET: real.SESSION_SECRET, LOCAL_HTTP_COOKIES: "true" }),
			).toContain(rule);
		}
		expect(
			refusal({
				...local,
				HOST_URL: "https://portal.example.jp",
				OAUTH_REDIRECT_URI: "https://portal.example.jp/callback",
				LOCAL_HTTP_COOKIES: "true",
			}),
		).toContain(rule);
		expect(refusal({ ...local, LOCAL_HTTP_COOKIES: "yes" })).toContain("LOCAL_HTTP_COOKIES");
	});

	it("refuses a redirect URI on another origin of the same host", () => {
		expect(refusal({ ...real, OAUTH_REDIRECT_URI: "http://portal.example.jp/callback" })).toContain(
			"must be on HOST_URL",
		);
		expect(refusal({ ...real, OAUTH_REDIRECT_URI: "https://portal.example.jp:8443/callback" })).toContain(
			"OAUTH_REDIRECT_URI",
		);
	});

	it("refuses analytics ids in local and qa only", () => {
		expect(refusal({ ...real, APP_ENV: "local" })).toContain(
			"analytics ids are empty for local and qa\n  → at ANALYTICS_TAG_ID",
		);
		expect(refusal({ ...real, APP_ENV: "qa" })).toContain("ANALYTICS_TAG_ID");
		expect(parseConfig({ ...real, APP_ENV: "staging" }).ANALYTICS_TAG_ID).toBe("G-1");
	});

	it("reads image origins separated by commas, spaces or new lines", () => {
		const config = parseConfig({
			...real,
			CONTENT_IMAGE_ORIGINS: " https://a.example.jp,\nhttps://b.example.jp  https://c.example.jp, ",
		});
		expect(config.CONTENT_IMAGE_ORIGINS).toEqual([
			"https://a.example.jp",
			"https://b.example.jp",
			"https://c.example.jp",
		]);
	});

	it.each(["https://a.example.jp/", "images.example.jp", "https://", "http://a.example.jp"])(
		"refuses the image origin %j with the rule",
		(origin) => {
			expect(refusal({ ...real, CONTENT_IMAGE_ORIGINS: origin })).toContain(
				"each entry must be an https origin such as https://images.example.jp",
			);
		},
	);

	it("says what is wrong without the values", () => {
		const message = refusal({ ...real, SESSION_SECRET: "short-secret-value" });
		expect(message.startsWith("Invalid environment configuration: ")).toBe(true);
		expect(message).not.toContain("short-secret-value");
	});
});

describe("MEMBER_DESK_PHONE and MEMBER_DESK_HOURS", () => {
	const local = { ...real, APP_ENV: "local", ANALYTICS_TAG_ID: "" };

	it("is a phone number written with hyphens, or left out where no real desk is needed", () => {
		expect(parseConfig({ ...real, MEMBER_DESK_PHONE: "0120-517-239" }).MEMBER_DESK_PHONE).toBe("0120-517-239");
		expect(parseConfig({ ...local, MEMBER_DESK_PHONE: "" }).MEMBER_DESK_PHONE).toBe("");
		expect(() => parseConfig({ ...local, MEMBER_DESK_PHONE: "call us" })).toThrow(/MEMBER_DESK_PHONE/);
	});

	it.each(["qa", "staging", "rev", "production"])(
		"%s refuses a missing or made-up desk, naming the variable only",
		(env) => {
			const at = { ...real, APP_ENV: env, AUTH_RELAY_ORIGINS: "", ANALYTICS_TAG_ID: "" };
			expect(parseConfig(at).MEMBER_DESK_PHONE).toBe(REAL_DESK.MEMBER_DESK_PHONE);
			for (const phone of ["", DEMO_DESK_PHONE, "03-9999-9999", "0120-000-000", "03-1234-5678", "06-8765-4321"]) {
				const message = refusal({ ...at, MEMBER_DESK_PHONE: phone });
				expect(message, phone).toContain("MEMBER_DESK_PHONE");
				if (phone) expect(message).not.toContain(phone);
			}
			for (const hours of ["", " ", "未定", "TBD", "平日", "XX時〜XX時"]) {
				expect(refusal({ ...at, MEMBER_DESK_HOURS: hours }), hours).toContain("MEMBER_DESK_HOURS");
			}
		},
	);

	it("lets the default env and local keep the demo desk; only the default env labels it a demo", () => {
		const demo = { ...DEMO_DESK };
		expect(parseConfig({ ...local, ...demo }).MEMBER_DESK_PHONE).toBe(DEMO_DESK_PHONE);
		expect(memberDeskOf({ APP_ENV: "default", ...demo })).toEqual({
			phone: DEMO_DESK_PHONE,
			hours: "平日9時〜17時",
			demo: true,
		});
		expect(memberDeskOf({ APP_ENV: "local", ...demo }).demo).toBe(false);
		expect(memberDeskOf({ APP_ENV: "production", MEMBER_DESK_PHONE: "", MEMBER_DESK_HOURS: "" })).toEqual({
			phone: null,
			hours: null,
			demo: false,
		});
	});
});

describe("configFromEnv", () => {
	it("parses an env object once and answers the same config after", () => {
		const env = { ...real };
		const first = configFromEnv(env);
		env.SESSION_SECRET = "short";
		expect(configFromEnv(env)).toBe(first);
		expect(() => configFromEnv({ ...env })).toThrow(ConfigError);
	});
});

describe("AUTH_RELAY_ORIGINS (preview sign-in relay)", () => {
	const qa = {
		...real,
		APP_ENV: "qa",
		ANALYTICS_TAG_ID: "",
		HOST_URL: "https://qa.portal.example.jp",
		OAUTH_REDIRECT_URI: "https://qa.portal.example.jp/callback",
		AUTH_RELAY_ORIGINS: "https://*-kenpo-portal-qa.example.workers.dev https://review.example.jp",
	};
	const preview = { ...qa, HOST_URL: "https://pr-12-kenpo-portal-qa.example.workers.dev" };

	it("reads exact origins and single leading-label patterns", () => {
		expect(parseConfig(qa).AUTH_RELAY_ORIGINS).toEqual([
			"https://*-kenpo-portal-qa.example.workers.dev",
			"https://review.example.jp",
		]);
		expect(parseConfig({ ...qa, AUTH_RELAY_ORIGINS: "https://*.example.workers.dev" }).AUTH_RELAY_ORIGINS).toHaveLength(
			1,
		);
	});

	it.each([
		"https://*.workers.dev",
		"https://*-x.workers.dev",
		"https://a*.example.workers.dev",
		"https://*-a*.example.workers.dev",
		"http://*.example.workers.dev",
		"*",
		"https://review.example.jp/",
		"https://review.example.jp/callback",
		"http://review.example.jp",
	])("refuses the pattern %s", (pattern) => {
		expect(() => parseConfig({ ...qa, AUTH_RELAY_ORIGINS: pattern })).toThrow(/AUTH_RELAY_ORIGINS/);
	});

	it("lets a preview use the stable host's callback when its own origin is a relay origin", () => {
		const config = parseConfig(preview);
		expect(config.HOST_URL).toBe("https://pr-12-kenpo-portal-qa.example.workers.dev");
		expect(config.OAUTH_REDIRECT_URI).toBe("https://qa.portal.example.jp/callback");
	});

	it("refuses another host's callback for an origin the relay does not serve", () => {
		expect(() => parseConfig({ ...preview, HOST_URL: "https://pr-12.evil.example" })).toThrow(/OAUTH_REDIRECT_URI/);
		expect(() => parseConfig({ ...preview, AUTH_RELAY_ORIGINS: "" })).toThrow(/OAUTH_REDIRECT_URI/);
	});

	it("refuses any relay in production: no relay origins, no foreign callback", () => {
		expect(() => parseConfig({ ...real, AUTH_RELAY_ORIGINS: "https://*-kenpo-portal-qa.example.workers.dev" })).toThrow(
			"✖ production relays no sign-in\n  → at AUTH_RELAY_ORIGINS",
		);
		expect(() =>
			parseConfig({ ...preview, APP_ENV: "production", ANALYTICS_TAG_ID: "G-1", AUTH_RELAY_ORIGINS: "" }),
		).toThrow(/must be on HOST_URL/);
	});
});

describe("the relay's origin rules, each on its own", () => {
	it("isLoopbackHttp: http to this machine only", () => {
		for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
			expect(isLoopbackHttp(new URL(`http://${host}:8790`))).toBe(true);
			expect(isLoopbackHttp(new URL(`https://${host}:8790`))).toBe(false);
		}
		expect(isLoopbackHttp(new URL("http://localhost.example.jp"))).toBe(false);
		expect(isLoopbackHttp(new URL("http://127.0.0.2"))).toBe(false);
	});

	it.each([
		["https://review.example.jp", true],
		["http://localhost:8790", true],
		["http://review.example.jp", false],
		["https://review.example.jp/", false],
		["https://review.example.jp/path", false],
		["not a url", false],
		["https://*-kenpo-portal-qa.example.workers.dev", true],
		["https://*-a.b.c.d", true],
		["https://*-a.b.c", false],
		["https://*a.b.c.d", true],
		["https://*.workers.dev", false],
		["https://*", false],
		["https://*x", false],
		["http://*-kenpo-portal-qa.example.workers.dev", false],
		["https://pr-*.example.workers.dev", false],
		["https://*-*.example.workers.dev", false],
		["https://*-kenpo-portal-qa.example.workers.dev/", false],
		["https://*-kenpo-portal-qa.example.workers.dev:8443", true],
		["https://*-kenpo.example.workers.dev:99999", false],
	])("isRelayOriginPattern(%s) is %s", (value, expected) => {
		expect(isRelayOriginPattern(value)).toBe(expected);
	});

	const PATTERN = "https://*-kenpo-portal-qa.example.workers.dev";
	it.each([
		["https://pr-7-kenpo-portal-qa.example.workers.dev", true],
		["https://a-kenpo-portal-qa.example.workers.dev", true],
		["https://-kenpo-portal-qa.example.workers.dev", false],
		["https://pr--kenpo-portal-qa.example.workers.dev", false],
		["https://-pr-kenpo-portal-qa.example.workers.dev", false],
		["https://PR-7-kenpo-portal-qa.example.workers.dev", false],
		["https://a.pr-7-kenpo-portal-qa.example.workers.dev", false],
		["http://pr-7-kenpo-portal-qa.example.workers.dev", false],
		["https://pr-7-kenpo-portal-qa.example.workers.dev.evil.example", false],
		["https://pr-7-kenpo-portal-qa.evil.workers.dev", false],
		["https://pr-7-kenpo-portal-qa.example.workers.dex", false],
		["https://pr-7-kenpo-portal-qa.example.workers.de", false],
		["http:/pr-7-kenpo-portal-qa.example.workers.dev", false],
	])("relayOriginMatches(%s) against the preview pattern is %s", (origin, expected) => {
		expect(relayOriginMatches(origin, [PATTERN])).toBe(expected);
	});

	it("relayOriginMatches: an exact entry only equals itself, and any entry of the list may match", () => {
		expect(relayOriginMatches("https://review.example.jp", ["https://review.example.jp"])).toBe(true);
		expect(relayOriginMatches("https://review.example.jp.evil", ["https://review.example.jp"])).toBe(false);
		expect(relayOriginMatches("https://review.example.jp", [PATTERN, "https://review.example.jp"])).toBe(true);
		expect(relayOriginMatches("https://review.example.jp", [])).toBe(false);
	});
});

describe("OAUTH_SCOPE", () => {
	it("asks for public alone by default", () => {
		expect(parseConfig(real).OAUTH_SCOPE).toBe("public");
	});

	it("joins the scopes with one space, whatever spaces or line ends stood between and around them", () => {
		expect(parseConfig({ ...real, OAUTH_SCOPE: " openid  profile\n\tpublic " }).OAUTH_SCOPE).toBe(
			"openid profile public",
		);
	});

	it("refuses a value without any scope", () => {
		expect(() => parseConfig({ ...real, OAUTH_SCOPE: " \n " })).toThrow("OAUTH_SCOPE names at least one scope");
	});
});

describe("lists of origins", () => {
	it("split on commas, spaces and line ends, however many stand together", () => {
		const list = " https://a.example.jp,, https://b.example.jp \n\nhttps://c.example.jp ";
		const expected = ["https://a.example.jp", "https://b.example.jp", "https://c.example.jp"];
		expect(parseConfig({ ...real, CONTENT_IMAGE_ORIGINS: list }).CONTENT_IMAGE_ORIGINS).toEqual(expected);
		expect(
			parseConfig({ ...real, APP_ENV: "qa", ANALYTICS_TAG_ID: "", AUTH_RELAY_ORIGINS: list }).AUTH_RELAY_ORIGINS,
		).toEqual(expected);
	});
});
