import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";

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
});
