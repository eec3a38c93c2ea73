import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { DEMO_DESK } from "#app/lib/member-desk";
import { RATE_LIMIT_BINDINGS } from "#app/request/rate-limit.server";

const ENVIRONMENTS = [undefined, "local", "qa", "staging", "rev", "production"] as const;

describe("wrangler.toml", () => {
	it.each(ENVIRONMENTS)("keeps request URLs, and so URL tokens, out of the logs of env %s", (env) => {
		const config = unstable_readConfig({ config: "wrangler.toml", env });
		expect(config.observability?.enabled).toBe(true);
		expect(config.observability?.logs?.invocation_logs).toBe(false);
	});

	it.each(ENVIRONMENTS)("binds the session-renewal Durable Object, with its migration, in env %s", (env) => {
		const config = unstable_readConfig({ config: "wrangler.toml", env });
		expect(config.durable_objects.bindings).toContainEqual({ name: "SESSION_RENEWAL", class_name: "SessionRenewal" });
		expect(
			config.migrations.flatMap((migration: { new_sqlite_classes?: string[] }) => migration.new_sqlite_classes ?? []),
		).toContain("SessionRenewal");
	});

	it.each(ENVIRONMENTS)("binds the sign-in registry, SQLite-backed by its migration, in env %s", (env) => {
		const config = unstable_readConfig({ config: "wrangler.toml", env });
		expect(config.durable_objects.bindings).toContainEqual({ name: "SIGN_IN_REGISTRY", class_name: "SignInRegistry" });
		expect(
			config.migrations.flatMap((migration: { new_sqlite_classes?: string[] }) => migration.new_sqlite_classes ?? []),
		).toContain("SignInRegistry");
	});

	it.each(["qa", "staging", "rev", "production"] as const)(
		"ships no members' desk for env %s: its deploy supplies the real one (docs/deployment.md)",
		(env) => {
			const config = unstable_readConfig({ config: "wrangler.toml", env });
			expect(config.vars).not.toHaveProperty("MEMBER_DESK_PHONE");
			expect(config.vars).not.toHaveProperty("MEMBER_DESK_HOURS");
		},
	);

	it("keeps the demo desk to the default env (added by the build) and local", () => {
		expect(unstable_readConfig({ config: "wrangler.toml" }).vars).not.toHaveProperty("MEMBER_DESK_PHONE");
		const local = unstable_readConfig({ config: "wrangler.toml", env: "local" }).vars as Record<string, string>;
		expect(local.MEMBER_DESK_PHONE).toBe(DEMO_DESK.MEMBER_DESK_PHONE);
		expect(local.MEMBER_DESK_HOURS).toBe(DEMO_DESK.MEMBER_DESK_HOURS);
		expect(readFileSync("wrangler.toml", "utf8").match(/03-0000-0000/g)).toHaveLength(1);
	});

	it.each(ENVIRONMENTS)("binds every rate limit to a limiter of its own in env %s", (env) => {
		const config = unstable_readConfig({ config: "wrangler.toml", env });
		const declared = (config.ratelimits as Array<{ name: string }>).map((limit) => limit.name).sort();
		const used = Object.values(RATE_LIMIT_BINDINGS);
		expect(new Set(used).size).toBe(used.length);
		expect([...used].sort()).toEqual(declared);
	});
});

describe("wrangler.toml: who can reach each environment", () => {
	it.each([undefined, "local", "staging", "rev", "production"] as const)(
		"env %s has no workers.dev URL and no preview URLs",
		(env) => {
			const config = unstable_readConfig({ config: "wrangler.toml", env });
			expect(config.workers_dev).toBe(false);
			expect(config.preview_urls).toBe(false);
		},
	);

	it("qa keeps preview URLs on workers.dev, one per pull request", () => {
		const config = unstable_readConfig({ config: "wrangler.toml", env: "qa" });
		expect(config.workers_dev).toBe(true);
		expect(config.preview_urls).toBe(true);
	});

	it.each([
		["qa", "qa.portal.example.jp"],
		["staging", "staging.portal.example.jp"],
		["rev", "rev.portal.example.jp"],
		["production", "portal.example.jp"],
	] as const)(
		"deployed env %s answers on the custom domain of its HOST_URL, with its secrets required",
		(env, host) => {
			const config = unstable_readConfig({ config: "wrangler.toml", env });
			expect(config.routes).toEqual([{ pattern: host, custom_domain: true }]);
			expect(new URL(String(config.vars.HOST_URL)).host).toBe(host);
			expect(config.secrets?.required).toEqual(["OAUTH_CLIENT_SECRET", "SESSION_SECRET"]);
		},
	);

	it("the browser's Rollbar token is a var of every env, never also a secret", () => {
		for (const env of ENVIRONMENTS) {
			const config = unstable_readConfig({ config: "wrangler.toml", env });
			expect(config.vars).toHaveProperty("ROLLBAR_CLIENT_TOKEN");
			expect(config.secrets?.required ?? []).not.toContain("ROLLBAR_CLIENT_TOKEN");
		}
		expect(readFileSync(".dev.vars.example", "utf8")).not.toMatch(/^ROLLBAR_CLIENT_TOKEN=/m);
	});
});
