import * as z from "zod";
import { isCalendarDay } from "./japanese/japan-time";
import { DESK_PHONE_SHAPE, DESK_REQUIRED_ENVS, deskHoursProblem, deskPhoneProblem } from "./member-desk";

/**
 * How long a sign-in lasts without the password: at most the IdP's refresh-token life, never above
 * the absolute limit (docs/decisions/003-session-design.md).
 */
export const SESSION_MAX_AGE_LIMIT_DAYS = 30;
const DEFAULT_SESSION_MAX_AGE_DAYS = 14;

export const APP_ENVS = ["default", "local", "qa", "staging", "rev", "production"] as const;

/** How the mock's secrets (worker/mock/secrets.ts) begin: refused outside the default env, even by prefix. */
const MOCK_SECRET_PREFIX = "mock-only-";

const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ""));
/** An address that may be left empty (`""` in wrangler.toml means "not configured"). */
const optionalUrl = z.union([z.literal("").transform(() => undefined), z.url({ protocol: /^https?$/ })]).optional();

/** A space- or comma-separated list of exact https origins (`https://images.example.jp`). */
const httpsOrigins = z
	.string()
	.default("")
	.transform((value) => value.split(/[\s,]/).filter(Boolean))
	.pipe(
		z.array(
			z.string().refine((value) => {
				const parsed = URL.parse(value);
				return parsed?.protocol === "https:" && parsed.origin === value;
			}, "each entry must be an https origin such as https://images.example.jp"),
		),
	);

/** http is accepted for this machine only (the end-to-end relay test); everything deployed is https. */
export function isLoopbackHttp(url: URL): boolean {
	return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/** An exact origin, or one whose host begins with a single `*` standing for part of the first label. */
export function isRelayOriginPattern(value: string): boolean {
	const star = value.indexOf("*");
	if (star === -1) {
		const parsed = URL.parse(value);
		return parsed?.origin === value && (parsed.protocol === "https:" || isLoopbackHttp(parsed));
	}
	if (!value.startsWith("https://*") || value.indexOf("*", star + 1) !== -1) return false;
	const suffix = value.slice("https://*".length);
	// Three labels at least after the wildcard's own: `https://*.workers.dev` would relay to
	// anyone's Worker; `https://*.example.workers.dev` names one account's.
	if (suffix.split(".").length < 4) return false;
	return URL.parse(`https://x${suffix}`)?.origin === `https://x${suffix}`;
}

/** Whether `origin` is one of `patterns`: equal, or equal but for the part a `*` stands for. */
export function relayOriginMatches(origin: string, patterns: readonly string[]): boolean {
	return patterns.some((pattern) => {
		const star = pattern.indexOf("*");
		if (star === -1) return origin === pattern;
		const prefix = pattern.slice(0, star);
		const suffix = pattern.slice(star + 1);
		if (!origin.startsWith(prefix) || !origin.endsWith(suffix)) return false;
		// What the `*` stands for stays inside one DNS label: letters, digits, inner hyphens.
		return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(origin.slice(prefix.length, origin.length - suffix.length));
	});
}

/** AUTH_RELAY_ORIGINS: preview origins whose sign-in this host's /callback relays (decision 073). */
const relayOrigins = z
	.string()
	.default("")
	.transform((value) => value.split(/[\s,]/).filter(Boolean))
	.pipe(
		z.array(
			z
				.string()
				.refine(
					isRelayOriginPattern,
					"each entry must be an https origin, or one with a single leading * label such as https://*-kenpo-portal-qa.example.workers.dev",
				),
		),
	);

/** A cross-field rule's problem, on the variable it names. */
function ruleIssue(name: string, message: string) {
	// Stryker disable next-line StringLiteral: equivalent, the issue's code is read by nothing (the error message shows path and message only).
	return { code: "custom" as const, path: [name], message };
}

const configSchema = z
	.object({
		APP_ENV: z.enum(APP_ENVS),
		HOST_URL: url,
		API_BASE_URL: url,
		OAUTH_CLIENT_ID: z.string().min(1),
		OAUTH_CLIENT_SECRET: z.string().min(1, "OAUTH_CLIENT_SECRET is not set (wrangler secret put)"),
		OAUTH_REDIRECT_URI: z.url({ protocol: /^https?$/ }),
		/** Space-separated scopes asked for at sign-in (docs/decisions/012-oauth-client.md). */
		OAUTH_SCOPE: z
			.string()
			.default("public")
			.transform((value) => value.split(/\s/).filter(Boolean).join(" "))
			.pipe(z.string().min(1, "OAUTH_SCOPE names at least one scope")),
		/** When set, endpoints come from this issuer's OpenID discovery document instead of API_BASE_URL. */
		OAUTH_ISSUER: optionalUrl,
		/** RP-initiated logout; when unset, the discovered `end_session_endpoint` (if any) is used. */
		OAUTH_END_SESSION_URL: optionalUrl,
		SESSION_SECRET: z
			.string()
			.transform((value) =>
				value
					.split(",")
					.map((part) => part.trim())
					.filter(Boolean),
			)
			.pipe(z.array(z.string().min(32, "each SESSION_SECRET must be at least 32 characters")).min(1)),
		/** Days a sign-in lasts (the session cookie's life): at most the IdP's refresh-token life. */
		SESSION_MAX_AGE_DAYS: z.coerce
			.number()
			.int()
			.min(1)
			.max(SESSION_MAX_AGE_LIMIT_DAYS, `SESSION_MAX_AGE_DAYS is at most ${SESSION_MAX_AGE_LIMIT_DAYS}`)
			.default(DEFAULT_SESSION_MAX_AGE_DAYS),
		/** Identity tries of a contact-detail link checked at once before each waits longer (decision 046). */
		LIME_IDENTITY_FREE_TRIES: z.coerce.number().int().min(1).max(100).default(3),
		ANALYTICS_TAG_ID: z.string().default(""),
		ROLLBAR_CLIENT_TOKEN: z.string().default(""),
		/** Where the API's article images live: allowed by the CSP's img-src, the only https images shown. */
		CONTENT_IMAGE_ORIGINS: httpsOrigins,
		SENTRY_DSN: z.string().default(""),
		/**
		 * The society's desk for members, on every page that tells a member to call (error screens, the
		 * contact-detail flow, the enquiry and policy pages). A real env refuses a missing or made-up one (below).
		 */
		MEMBER_DESK_PHONE: z
			.string()
			.refine(
				(value) => value === "" || DESK_PHONE_SHAPE.test(value),
				"MEMBER_DESK_PHONE is a phone number written with hyphens",
			)
			.default(""),
		MEMBER_DESK_HOURS: z.string().default(""),
		AUTH_RELAY_ORIGINS: relayOrigins,
		/**
		 * The day the default env's calendar stands on, for the product and its mock alike
		 * (docs/testing.md, "Moving the calendar"); empty: today. Every real env reads the real clock.
		 */
		DEMO_TODAY: z
			.string()
			.default("")
			.refine((value) => value === "" || isCalendarDay(value), "DEMO_TODAY is a calendar day such as 2027-06-15"),
		/**
		 * The development cookie mode: `local-` cookies without Secure, which WebKit keeps on
		 * http://localhost (docs/decisions/095-local-http-cookies.md). `npm start` turns it on.
		 */
		LOCAL_HTTP_COOKIES: z
			.enum(["", "true", "false"])
			.default("")
			.transform((value) => value === "true"),
	})
	.superRefine((config, ctx) => {
		const real = config.APP_ENV !== "default";
		if (real && config.SESSION_SECRET.some((secret) => secret.startsWith(MOCK_SECRET_PREFIX))) {
			ctx.addIssue(ruleIssue("SESSION_SECRET", "the mock session secret is only for the default env"));
		}
		if (real && config.DEMO_TODAY !== "") {
			ctx.addIssue(ruleIssue("DEMO_TODAY", "only the default env may move its calendar"));
		}
		const localHost = URL.parse(config.HOST_URL);
		if (config.LOCAL_HTTP_COOKIES && (real || !localHost || !isLoopbackHttp(localHost))) {
			ctx.addIssue(ruleIssue("LOCAL_HTTP_COOKIES", "only the default env on http://localhost may drop Secure cookies"));
		}
		const production = config.APP_ENV === "production";
		if (production && config.AUTH_RELAY_ORIGINS.length > 0) {
			ctx.addIssue(ruleIssue("AUTH_RELAY_ORIGINS", "production relays no sign-in"));
		}
		// Either may be no URL at all (already an issue): compare only what parses, never throw.
		const redirectUri = URL.parse(config.OAUTH_REDIRECT_URI);
		const host = URL.parse(config.HOST_URL);
		// A preview signs in through the stable host's callback: only outside production, and only
		// from an origin that host relays to.
		const relayed = redirectUri && host && redirectUri.origin !== host.origin;
		if (relayed && (production || !relayOriginMatches(host.origin, config.AUTH_RELAY_ORIGINS))) {
			ctx.addIssue(
				ruleIssue(
					"OAUTH_REDIRECT_URI",
					"must be on HOST_URL (or, outside production, HOST_URL must match AUTH_RELAY_ORIGINS)",
				),
			);
		}
		// Members are told to call this number: a real env starts only with the desk's own (decision 172).
		if (DESK_REQUIRED_ENVS.includes(config.APP_ENV)) {
			const phone = deskPhoneProblem(config.MEMBER_DESK_PHONE);
			if (phone) ctx.addIssue(ruleIssue("MEMBER_DESK_PHONE", `MEMBER_DESK_PHONE ${phone}`));
			const hours = deskHoursProblem(config.MEMBER_DESK_HOURS);
			if (hours) ctx.addIssue(ruleIssue("MEMBER_DESK_HOURS", `MEMBER_DESK_HOURS ${hours}`));
		}
		if (["local", "qa"].includes(config.APP_ENV) && config.ANALYTICS_TAG_ID !== "") {
			ctx.addIssue(ruleIssue("ANALYTICS_TAG_ID", "analytics ids are empty for local and qa"));
		}
	});

export type AppConfig = z.output<typeof configSchema> & {
	/** True only in the default env: mock OAuth and APIs are served in-process. */
	readonly mock: boolean;
	/** Real environments report errors and load analytics; local and default do not. */
	readonly reporting: boolean;
};

export class ConfigError extends Error {
	override name = "ConfigError";
}

export function parseConfig(env: Record<string, unknown>): AppConfig {
	const result = configSchema.safeParse(env);
	if (!result.success) {
		// Names only, never values: this message may reach logs.
		throw new ConfigError(`Invalid environment configuration: ${z.prettifyError(result.error)}`);
	}
	const config = result.data;
	return {
		...config,
		mock: config.APP_ENV === "default",
		reporting: config.APP_ENV !== "default" && config.APP_ENV !== "local",
	};
}

const cache = new WeakMap<object, AppConfig>();

/** Parses once per isolate: the env object is stable for the isolate's life. */
export function configFromEnv(env: object): AppConfig {
	let config = cache.get(env);
	if (!config) {
		config = parseConfig(env as Record<string, unknown>);
		cache.set(env, config);
	}
	return config;
}
