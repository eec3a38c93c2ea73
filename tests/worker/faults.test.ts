import { beforeAll, describe, expect, it, vi } from "vitest";
import { CALLBACK_MESSAGES } from "#app/features/sign-in/routes/callback";
import { COMMUNICATION_ERROR_MESSAGE, NON_HTTP_FAILURE_MESSAGE } from "#app/lib/api/errors";
import { UNKNOWN_OUTCOME_MESSAGE } from "#app/lib/forms/write-outcome";
import { upstreamTimeoutContext } from "#app/request/context.server";
import { resetMockState } from "../../worker/mock/state";
import { CASES, type Case, OAUTH_STATE, prepare } from "./support/cases";
import { FAULTS, faultyUpstream, TEST_TIMEOUT_MS, type UpstreamFault } from "./support/faults";
import { repliedValues } from "./support/replies";
import { type RouteWorld, routeWorld } from "./support/router";
import { ROUTE_MODULES, type RouteOutcome, routeFiles, routeRequest } from "./support/routes";
import { describeCall, inProcessMock, type UpstreamCall } from "./support/upstream";
import { ORIGIN } from "./support/worker";

/* The fault suite (docs/status-rules.md): each handler with each upstream failure ends in the right screen, input kept. */

function requestOf(testCase: Case, oauthState: string): Request {
	const url = `${ORIGIN}${testCase.url.replace(OAUTH_STATE, oauthState)}`;
	if (!testCase.form) return new Request(url);
	return new Request(url, { method: "POST", body: new URLSearchParams(testCase.form) });
}

/** Runs the request through React Router, arming the fault when the handler under test starts. */
async function attempt(testCase: Case, fault: UpstreamFault) {
	const upstream = faultyUpstream(inProcessMock());
	const world = routeWorld({ fetch: upstream.fetch });
	const oauthState = await prepare(world, testCase.as);
	const request = requestOf(testCase, oauthState);
	const outcome = await routeRequest(request, world.context, (call) => {
		if (call.file !== testCase.file || call.kind !== testCase.kind) return;
		upstream.arm(fault);
		// Only from here: what ran before keeps the real 10 s, so a busy machine cannot fail the setup.
		world.context.set(upstreamTimeoutContext, TEST_TIMEOUT_MS);
	});
	return { outcome, upstream, world };
}

/** Every message an action's data carries: conform's form and field errors, or a plain list. */
function messagesIn(value: unknown): string[] {
	if (!value || typeof value !== "object") return [];
	const record = value as Record<string, unknown>;
	const lists = [record.errors, record.messages, ...Object.values((record.error ?? {}) as object)];
	const own = lists.flatMap((list) => (Array.isArray(list) ? list.filter((item) => typeof item === "string") : []));
	return [...own, ...messagesIn(record.result)];
}

/** A write met the fault and may have acted: the form says so before the server's words. */
function toldOnForm(fault: UpstreamFault, hits: readonly UpstreamCall[]): string[] {
	const messages = fault.messages.length > 0 ? [...fault.messages] : [COMMUNICATION_ERROR_MESSAGE];
	// The main API's forms say so (judgeFailedSubmit); the contact-detail flow keeps its own wording.
	const wrote = hits.some((hit) => hit.method !== "GET" && hit.path.includes("/orange/"));
	// Only a failure with no answer of the API's own leaves the write's outcome unknown.
	const unknown = messages.includes(NON_HTTP_FAILURE_MESSAGE) || fault.status === 502;
	return wrote && unknown ? [UNKNOWN_OUTCOME_MESSAGE, ...messages] : messages;
}

/** What docs/status-rules.md says the member sees, as an expectation on the outcome. */
function expectOutcome(
	testCase: Case,
	fault: UpstreamFault,
	outcome: RouteOutcome,
	world: RouteWorld,
	hits: readonly UpstreamCall[],
) {
	const serverMessage = fault.messages.join("\n") || null;
	switch (testCase.expected) {
		case "screen":
			expect(outcome).toEqual({ kind: "error", status: fault.status, data: serverMessage });
			return;
		case "lime-screen":
			expect(outcome).toEqual({ kind: "error", status: 500, data: serverMessage });
			return;
		case "sign-in-failed":
			expect(outcome).toEqual({ kind: "error", status: 502, data: CALLBACK_MESSAGES.tokenFailed });
			return;
		case "signed-out":
			expect(outcome).toEqual({ kind: "redirect", location: "/login" });
			expect(world.cookies.session.value).toBeNull();
			return;
		case "form": {
			expect(outcome.kind, JSON.stringify(outcome)).toBe("data");
			if (outcome.kind !== "data") return;
			expect(outcome.status).toBe(fault.status);
			expect(messagesIn(outcome.data)).toEqual(toldOnForm(fault, hits));
			const values = repliedValues(outcome.data) ?? {};
			for (const field of testCase.kept ?? []) expect(values[field], field).toBe(testCase.form?.[field]);
			for (const field of testCase.hidden ?? []) expect(values[field], field).toBeUndefined();
			if (testCase.as?.limeDraft) expect(world.cookies.limeDraft.value).not.toBeNull();
			return;
		}
		case "notice":
			expect(outcome.kind, JSON.stringify(outcome)).toBe("data");
			if (outcome.kind !== "data") return;
			expect(messagesIn(outcome.data)).toEqual(toldOnForm(fault, hits));
			return;
		case "page":
			expect(outcome).toMatchObject({ kind: "data", status: 200 });
			return;
		case "no-upstream":
			return;
	}
}

const caseName = (testCase: Case) =>
	`${testCase.file} ${testCase.kind}${testCase.label ? ` (${testCase.label})` : ""} — ${testCase.url}`;

beforeAll(() => {
	resetMockState();
	// Every failed call is logged by name and status (app/request/api.server.ts); here failing is the point.
	vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("the fault table", () => {
	it("sees every module app/routes.ts mounts", () => {
		expect([...routeFiles()].filter((file) => !ROUTE_MODULES.has(file))).toEqual([]);
	});

	it("lists every loader, action and middleware of every route module", () => {
		const listed = new Set(CASES.map((testCase) => `${testCase.file} ${testCase.kind}`));
		const exported = [...ROUTE_MODULES].flatMap(([file, module]) =>
			(["loader", "action", "middleware"] as const).filter((kind) => module[kind]).map((kind) => `${file} ${kind}`),
		);
		expect(exported.filter((handler) => !listed.has(handler))).toEqual([]);
		expect([...listed].filter((handler) => !exported.includes(handler))).toEqual([]);
	});
});

describe.each(CASES.map((testCase) => [caseName(testCase), testCase] as const))("%s", (_name, testCase) => {
	it.each(FAULTS)("upstream: $name", async (fault) => {
		const { outcome, upstream, world } = await attempt(testCase, fault);
		// Never an uncaught exception: React Router would render it as a bare 500 with no message.
		expect(outcome.kind === "exception" ? outcome.error : undefined).toBeUndefined();
		if (testCase.expected === "not-found") {
			expect(upstream.hits.map(describeCall)).toEqual([]);
			expect(outcome).toMatchObject({ kind: "error", status: 404 });
			return;
		}
		if (testCase.expected === "no-upstream") {
			expect(upstream.hits.map(describeCall)).toEqual([]);
			expect(["data", "redirect"]).toContain(outcome.kind);
			return;
		}
		expect(upstream.hits.length, "the fault met no upstream call").toBeGreaterThan(0);
		if (!upstream.effective) {
			// A body fault on calls that never read a body (204-type answers): the request goes on as normal.
			expect(["data", "redirect"]).toContain(outcome.kind);
			return;
		}
		expectOutcome(testCase, fault, outcome, world, upstream.hits);
	});
});
