import { beforeEach, describe, expect, it } from "vitest";
import { resetMockState } from "../../worker/mock/state";
import { issueAccessToken } from "../../worker/mock/tokens";
import { signInMember } from "./support/members";
import { routeWorld } from "./support/router";
import { routeRequest } from "./support/routes";
import { inProcessMock } from "./support/upstream";

/* Hostile `returnTo` values that normalise to another site: every Location stays on our origin. */
const ORIGIN = "http://localhost:8787";
const HOSTILE = ["/.//evil.com", "//evil.com", "/\\evil.com", "https://evil.com/"];

function sameSite(target: string | null): boolean {
	if (!target) return false;
	return new URL(target, ORIGIN).origin === ORIGIN && !/^\/[/\\]/.test(target);
}

async function post(
	path: string,
	form: Record<string, string>,
	prepare: (world: ReturnType<typeof routeWorld>) => Promise<void>,
) {
	const world = routeWorld({ fetch: inProcessMock() });
	await prepare(world);
	const request = new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(form) });
	const outcome = await routeRequest(request, world.context);
	return outcome.kind === "redirect" ? outcome.location : null;
}

beforeEach(() => resetMockState());

describe.each(HOSTILE)("returnTo=%s", (hostile) => {
	const returnTo = encodeURIComponent(hostile);

	it("after the two-factor PIN, the redirect stays on this site", async () => {
		const location = await post(
			`/two_factor_authentication/sms?returnTo=${returnTo}`,
			{ pinCode: "123456" },
			async (world) => {
				// Signed in at the IdP, not yet past two-factor on this browser.
				world.cookies.session.set({
					access_token: issueAccessToken(1001, 3600),
					token_type: "Bearer",
					scope: "public",
					profile: { sub: "1001" },
					expires_at: Math.floor(Date.now() / 1000) + 3600,
				});
			},
		);
		expect(location).not.toBeNull();
		expect(sameSite(location)).toBe(true);
	});

	it("after the forced password change, the redirect stays on this site", async () => {
		const location = await post(
			`/users/password/force_change?returnTo=${returnTo}`,
			{ currentPassword: "Password123!", password: "NewPassword123!", passwordConfirmation: "NewPassword123!" },
			(world) => signInMember(world.cookies, 1003),
		);
		expect(location).not.toBeNull();
		expect(sameSite(location)).toBe(true);
	});
});
