import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import closedPreview from "../../scripts/preview-closed/index.ts";

describe("scripts/preflight-secrets.mjs", () => {
	let dir: string;
	let config: string;
	let out: string;

	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), "preflight-"));
		config = join(dir, "wrangler.json");
		out = join(dir, "secrets.json");
		writeFileSync(
			config,
			JSON.stringify({ name: "kenpo-portal-qa", secrets: { required: ["OAUTH_CLIENT_SECRET", "SESSION_SECRET"] } }),
		);
	});
	afterEach(() => rmSync(dir, { recursive: true, force: true }));

	function preflight(env: Record<string, string>) {
		const clean = Object.fromEntries(
			Object.entries(process.env).filter(
				([name]) => !["OAUTH_CLIENT_SECRET", "SESSION_SECRET", "SENTRY_DSN"].includes(name),
			),
		);
		return spawnSync(process.execPath, ["scripts/preflight-secrets.mjs", config, out], {
			env: { ...clean, ...env } as NodeJS.ProcessEnv,
			encoding: "utf8",
		});
	}

	it("fails before any upload when a required secret is missing or empty, naming it but no value", () => {
		const result = preflight({ OAUTH_CLIENT_SECRET: "client-secret-value", SESSION_SECRET: "" });
		expect(result.status).toBe(1);
		expect(result.stderr).toContain("kenpo-portal-qa: required secret(s) not set: SESSION_SECRET");
		expect(result.stderr).not.toContain("client-secret-value");
		expect(existsSync(out)).toBe(false);
	});

	it("writes the secrets file, readable by its owner only, with the optional DSN when set", () => {
		const result = preflight({
			OAUTH_CLIENT_SECRET: "c",
			SESSION_SECRET: "s".repeat(40),
			SENTRY_DSN: "https://k@o.example/1",
		});
		expect(result.status, result.stderr).toBe(0);
		expect(JSON.parse(readFileSync(out, "utf8"))).toEqual({
			OAUTH_CLIENT_SECRET: "c",
			SESSION_SECRET: "s".repeat(40),
			SENTRY_DSN: "https://k@o.example/1",
		});
		expect(statSync(out).mode & 0o077).toBe(0);
		expect(result.stdout).not.toContain("s".repeat(40));
	});
});

describe("scripts/preview-closed (what a closed pull request's preview alias serves)", () => {
	it("answers 410 with a Japanese notice, uncached and not indexed", async () => {
		const response = await closedPreview.fetch();
		expect(response.status).toBe(410);
		expect(response.headers.get("Cache-Control")).toBe("no-store");
		expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
		expect(await response.text()).toContain("このプレビューは終了しました");
	});
});
