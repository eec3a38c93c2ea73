import { beforeEach, describe, expect, it } from "vitest";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import { resetMockState } from "../../worker/mock/state";
import { prepare } from "./support/cases";
import type { DemoMemberId } from "./support/members";
import { routeWorld } from "./support/router";
import { routeRequest } from "./support/routes";
import { inProcessMock } from "./support/upstream";
import { ORIGIN } from "./support/worker";

/* The API sees a key the server derives from the form's key and the member: never the posted one, never shared. */

const FORM_KEY = "attacker-chosen-key-0001";

/** Posts the recipe settings as `member` with `submissionKey`; the `Idempotency-Key` the API saw. */
async function keySeenUpstream(member: DemoMemberId, submissionKey: string): Promise<string | null> {
	const seen: (string | null)[] = [];
	const mock = inProcessMock();
	const fetch: UpstreamFetch = async (input, init) => {
		const request = new Request(input, init);
		if (request.method === "POST") seen.push(request.headers.get("Idempotency-Key"));
		return mock(request);
	};
	const world = routeWorld({ fetch });
	await prepare(world, { member });
	const body = new URLSearchParams({ type: "diet", submissionKey });
	const outcome = await routeRequest(
		new Request(`${ORIGIN}/users/recipe_settings`, { method: "POST", body }),
		world.context,
	);
	expect(outcome.kind).not.toBe("exception");
	expect(seen).toHaveLength(1);
	return seen[0] ?? null;
}

beforeEach(() => resetMockState());

describe("the upstream Idempotency-Key", () => {
	it("is not the key the browser posted, and has the API's shape", async () => {
		const key = await keySeenUpstream(1001, FORM_KEY);
		expect(key).not.toBe(FORM_KEY);
		expect(key).not.toContain(FORM_KEY);
		expect(key).toMatch(/^[A-Za-z0-9-]{16,64}$/);
	});

	it("differs between two members posting the same form key", async () => {
		const first = await keySeenUpstream(1001, FORM_KEY);
		const second = await keySeenUpstream(1002, FORM_KEY);
		expect(first).not.toBe(second);
	});

	it("is the same again when the same member resends the same submission, and new for a new one", async () => {
		const first = await keySeenUpstream(1001, FORM_KEY);
		expect(await keySeenUpstream(1001, FORM_KEY)).toBe(first);
		expect(await keySeenUpstream(1001, "another-submission-key-02")).not.toBe(first);
	});
});
