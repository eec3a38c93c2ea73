import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loader as callbackLoader } from "#app/features/sign-in/routes/callback";
import { loader as loginLoader } from "#app/features/sign-in/routes/login";
import { log, logLine, MAX_LOG_LINE, MAX_LOG_VALUE } from "#app/lib/logging/log-line";
import { requestIdContext } from "#app/request/context.server";
import { forgetDiscoveredMetadata } from "#app/session/oauth-provider.server";
import { args, configWithApiAt, routeWorld, run } from "./support/router";

/* Every line the worker logs is one bounded JSON object: a request cannot forge, colour or flood it. */

const FORGED_LINE = '{"event":"[api] call failed","requestId":"forged-line"}';
const HOSTILE_ERRORS = {
	"a newline and a forged JSON line": `access_denied\n${FORGED_LINE}`,
	"ANSI escapes": "\u001b[31maccess_denied\u001b[0m\u001b[2J",
	"5,000 characters": "a".repeat(5000),
	"a forged JSON tail": 'access_denied","requestId":"forged-tail',
	"a carriage return and a Unicode line separator": "access_denied\r\u2028x",
} as const;

let lines: unknown[][] = [];

beforeEach(() => {
	forgetDiscoveredMetadata();
	lines = [];
	for (const level of ["info", "warn", "error", "log"] as const) {
		vi.spyOn(console, level).mockImplementation((...parts: unknown[]) => {
			lines.push(parts);
		});
	}
});
afterEach(() => vi.restoreAllMocks());

/** Each console call is one string holding one JSON object of strings and numbers, without control characters. */
function expectWellFormed(calls: unknown[][]): Record<string, unknown>[] {
	return calls.map((parts) => {
		expect(parts).toHaveLength(1);
		const [line] = parts;
		expect(typeof line).toBe("string");
		const text = line as string;
		expect(text.length).toBeLessThanOrEqual(MAX_LOG_LINE);
		// biome-ignore lint/suspicious/noControlCharactersInRegex: what no line may hold
		expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
		const parsed = JSON.parse(text) as Record<string, unknown>;
		expect(parsed).toBeTypeOf("object");
		for (const value of Object.values(parsed)) expect(["string", "number"]).toContain(typeof value);
		return parsed;
	});
}

describe("/callback with the attacker's own state and a hostile `error`", () => {
	const config = configWithApiAt("http://idp.test");

	async function hostileCallback(error: string) {
		const { context, cookies } = routeWorld({ config, fetch: async () => new Response(null, { status: 404 }) });
		context.set(requestIdContext, "real-request-id");
		await run(() => loginLoader(args(new Request("http://localhost:8787/login"), context)));
		const state = cookies.oauthTransaction.value?.transactions.at(-1)?.state ?? "";
		const query = new URLSearchParams({ state, error });
		return run(() => callbackLoader(args(new Request(`http://localhost:8787/callback?${query}`), context)));
	}

	it.each(Object.entries(HOSTILE_ERRORS))("logs %s as one line naming no forged field", async (_label, error) => {
		const { thrown } = await hostileCallback(error);
		expect((thrown as { init?: ResponseInit }).init?.status).toBe(400);
		const logged = expectWellFormed(lines);
		expect(logged).toHaveLength(1);
		const [line] = logged;
		expect(line).toMatchObject({ event: "sign-in failed at the callback", requestId: "real-request-id" });
		expect(JSON.stringify(line)).not.toContain("forged");
		expect(String(line?.reason)).toMatch(/^denied: (access_denied|a{64}|invalid)$/);
	});

	it("keeps a well-formed RFC 6749 error code as the IdP sent it", async () => {
		await hostileCallback("access_denied");
		expect(expectWellFormed(lines)[0]?.reason).toBe("denied: access_denied");
	});
});

describe("logLine", () => {
	it("removes control characters from the event and every value, and cuts each value", () => {
		const line = logLine("evil\nevent", { reason: `x\u001b[31m\n${FORGED_LINE}`, long: "b".repeat(5000) });
		const [parsed] = expectWellFormed([[line]]);
		expect(parsed).toEqual({
			event: "evilevent",
			reason: `x[31m${FORGED_LINE}`,
			long: "b".repeat(MAX_LOG_VALUE),
		});
	});

	it("keeps strings, finite numbers and booleans as words, and leaves out objects, NaN and bad names", () => {
		const line = logLine("e", {
			status: 502,
			ms: Number.NaN,
			refused: false,
			body: { token: "secret" },
			"bad name\n": "x",
			event: "forged",
		});
		expect(JSON.parse(line)).toEqual({ event: "e", status: 502, refused: "false" });
	});

	it("stays within its bound however many and however long the fields", () => {
		const fields = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`f${index}`, "\u00e9".repeat(4000)]));
		const [parsed] = expectWellFormed([[logLine("many", fields)]]);
		expect(Object.keys(parsed ?? {}).length).toBeLessThanOrEqual(14);
		const quoted = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`q${index}`, '"'.repeat(300)]));
		const [cut] = expectWellFormed([[logLine("quoted", quoted)]]);
		expect(cut?.cut).toBe(1);
	});

	it("writes one argument per console call", () => {
		log("warn", "something\r\nhappened", { requestId: "r1" });
		expect(expectWellFormed(lines)).toEqual([{ event: "somethinghappened", requestId: "r1" }]);
	});
});
