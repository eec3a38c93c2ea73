import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../app/lib/config.server";

/** Builds production as the deploy does, in a directory of its own, and reads what would be uploaded. */
const ROOT = process.cwd();
const BIN = {
	reactRouter: join(ROOT, "node_modules/@react-router/dev/bin.cjs"),
	wrangler: join(ROOT, "node_modules/wrangler/bin/wrangler.js"),
};
const ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
/** The desk as the deploy supplies it (GitHub environment variables, docs/deployment.md). */
const DESK = { MEMBER_DESK_PHONE: "03-5219-0841", MEMBER_DESK_HOURS: "平日9時〜17時（年末年始を除く）" };

function run(bin: string, args: string[], env: NodeJS.ProcessEnv = ENV) {
	const result = spawnSync(process.execPath, [bin, ...args], { cwd: ROOT, env, encoding: "utf8", timeout: 150_000 });
	return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function filesUnder(dir: string): string[] {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => join(entry.parentPath, entry.name));
}

/** What only the mock back end contains: its route prefix, its IdP page, its demo secrets. */
const MOCK_MARKERS = [
	"/_mock",
	"開発用の認証サーバー",
	"mock-only-session-secret-not-for-real-environments",
	"mock-client-secret",
	"mock-code",
];

let out: string;
let code: string;

beforeAll(() => {
	out = mkdtempSync(join(tmpdir(), "kenpo-production-build-"));
	const build = run(BIN.reactRouter, ["build"], { ...ENV, ...DESK, CLOUDFLARE_ENV: "production", BUILD_DIR: out });
	expect(build.status, build.output).toBe(0);
	code = filesUnder(out)
		.filter((file) => /\.(m?js|html|json)$/.test(file) && !file.endsWith(".map"))
		.map((file) => readFileSync(file, "utf8"))
		.join("\n");
}, 180_000);

afterAll(() => {
	if (out) rmSync(out, { recursive: true, force: true });
});

describe("the production build", () => {
	it("names markers that the mock's source really holds", () => {
		const mockSource = filesUnder(join(ROOT, "worker/mock"))
			.map((file) => readFileSync(file, "utf8"))
			.join("\n");
		const defaultVars = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
		for (const marker of MOCK_MARKERS) expect(`${mockSource}\n${defaultVars}`).toContain(marker);
	});

	it.each(MOCK_MARKERS)("contains no mock code, route or demo secret: %s", (marker) => {
		expect(code.length).toBeGreaterThan(100_000);
		expect(code).not.toContain(marker);
	});

	it("keeps only the Sentry SDK the reporter uses: no tracing, no OpenTelemetry (docs/decisions/061-worker-bundle.md)", () => {
		const server = filesUnder(join(out, "server")).filter((file) => /\.m?js$/.test(file));
		const serverCode = server.map((file) => readFileSync(file, "utf8")).join("\n");
		expect(serverCode).toContain("CloudflareClient");
		expect(serverCode).not.toMatch(/node_modules\/@opentelemetry/);
		// The SDK's integrations for AI clients came along with its namespace.
		expect(serverCode).not.toMatch(/node_modules\/@sentry\/\S*\/ai\//);
	});

	it("carries React's streaming renderer only, not the legacy renderToString one (docs/decisions/067-worker-bundle-edge-renderer.md)", () => {
		const serverCode = filesUnder(join(out, "server"))
			.filter((file) => /\.m?js$/.test(file))
			.map((file) => readFileSync(file, "utf8"))
			.join("\n");
		expect(serverCode).toContain("renderToReadableStream");
		expect(serverCode).not.toMatch(/renderToString|renderToStaticMarkup/);
	});

	it("has no mock chunk", () => {
		expect(filesUnder(join(out, "server")).filter((file) => /mock/i.test(file))).toEqual([]);
	});

	it("deploys production on its custom domain only, with its required secrets", () => {
		const config = JSON.parse(readFileSync(join(out, "server/wrangler.json"), "utf8"));
		expect(config).toMatchObject({
			name: "kenpo-portal-production",
			workers_dev: false,
			preview_urls: false,
			routes: [{ pattern: "portal.example.jp", custom_domain: true }],
			secrets: { required: ["OAUTH_CLIENT_SECRET", "SESSION_SECRET"] },
			observability: { enabled: true, logs: { invocation_logs: false } },
			vars: { APP_ENV: "production", AUTH_RELAY_ORIGINS: "", ...DESK },
		});
		expect(config.vars).not.toHaveProperty("SESSION_SECRET");
		expect(config.vars).not.toHaveProperty("OAUTH_CLIENT_SECRET");
	});

	it("refuses the development cookie mode with the vars it deploys, even served on http://localhost (docs/decisions/095-local-http-cookies.md)", () => {
		const { vars } = JSON.parse(readFileSync(join(out, "server/wrangler.json"), "utf8"));
		const secrets = { OAUTH_CLIENT_SECRET: "s3cret", SESSION_SECRET: "p".repeat(48) };
		expect(parseConfig({ ...vars, ...secrets }).LOCAL_HTTP_COOKIES).toBe(false);
		const local = {
			HOST_URL: "http://localhost:8787",
			OAUTH_REDIRECT_URI: "http://localhost:8787/callback",
			LOCAL_HTTP_COOKIES: "true",
		};
		expect(() => parseConfig({ ...vars, ...secrets, ...local })).toThrow(
			/only the default env on http:\/\/localhost may drop Secure cookies\n {2}→ at LOCAL_HTTP_COOKIES/,
		);
	});

	it("is what `wrangler deploy --config <build>/server/wrangler.json` accepts", () => {
		const deploy = run(BIN.wrangler, ["deploy", "--dry-run", "--config", join(out, "server/wrangler.json")]);
		expect(deploy.output).toContain("--dry-run: exiting now.");
		expect(deploy.status, deploy.output).toBe(0);
	}, 60_000);
});

describe("a deploy from wrangler.toml (the default env, the mock demo)", () => {
	it.each([[[]], [["--env", "production"]]])(
		"is refused before anything is bundled: %j",
		(extra) => {
			const deploy = run(BIN.wrangler, ["deploy", "--dry-run", ...extra]);
			expect(deploy.status).not.toBe(0);
			expect(deploy.output).toContain("Refusing to deploy from wrangler.toml");
			expect(deploy.output).not.toContain("--dry-run: exiting now.");
		},
		60_000,
	);
});
