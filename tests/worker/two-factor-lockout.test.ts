import { beforeEach, describe, expect, it } from "vitest";
import { PIN_TRIES } from "#app/contract/orange/two-factors";
import { resetMockState } from "../../worker/mock/state";
import { signIn } from "./mock-helpers";
import { routeWorld } from "./support/router";
import { routeRequest } from "./support/routes";
import { inProcessMock } from "./support/upstream";
import { ORIGIN } from "./support/worker";

beforeEach(() => {
	resetMockState();
});

/** Every message of a verify reply, as the page shows them beside the field. */
function messagesOf(outcome: Awaited<ReturnType<typeof routeRequest>>): string[] {
	const data = (outcome as { data?: { result?: { error?: Record<string, string[]> } } }).data;
	return Object.values(data?.result?.error ?? {}).flat();
}

describe("the two-factor page after the last wrong code", () => {
	it("says once that the code is spent, and when a new one can be asked for", async () => {
		const world = routeWorld({ fetch: inProcessMock() });
		const headers = await signIn(1003, { trusted: false });
		world.cookies.session.set({
			access_token: (headers.Authorization ?? "").replace(/^Bearer /, ""),
			token_type: "Bearer",
			scope: "public",
			profile: { sub: "1003" },
			expires_at: Math.floor(Date.now() / 1000) + 3600,
		});
		world.cookies.pinSent.set({ sub: "1003", at: Date.now() });
		let last: string[] = [];
		for (let attempt = 1; attempt <= PIN_TRIES; attempt++) {
			const outcome = await routeRequest(
				new Request(`${ORIGIN}/two_factor_authentication/sms`, {
					method: "POST",
					body: new URLSearchParams({ pinCode: "000000", intent: "verify" }),
				}),
				world.context,
			);
			last = messagesOf(outcome);
		}
		expect(last).toHaveLength(1);
		expect(last[0]).toMatch(/^この認証コードは使えなくなりました。「認証コードを再送する」が押せるようになったら、/);
	});
});
