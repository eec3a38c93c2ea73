import { describe, expect, it, vi } from "vitest";
import type { MemberSession } from "#app/session/cookies.server";
import { OAuthError } from "#app/session/oauth.server";
import {
	isRefusedGrant,
	MIN_RETRY_MS,
	RENEWAL_GRACE_MS,
	RenewalCoordinator,
	renewWithRetry,
} from "#app/session/renewal.server";
import { EXPIRED_SESSION } from "../fixtures/member-session";

const session = EXPIRED_SESSION;
const renewed: MemberSession = { ...session, access_token: "at-2", refresh_token: "rt-2", expires_at: 3600 };
const TIME = 5_000;
const refusal = () => new OAuthError("refresh: invalid_grant", 400, "refused");

/** A renewal's world on a clock of its own: each refresh may move it by `costMs`. */
function world(refresh: (session: MemberSession, timeoutMs: number) => Promise<MemberSession>, costMs = 0) {
	let clock = 1_000_000;
	const timeouts: number[] = [];
	return {
		deps: {
			refresh: vi.fn(async (current: MemberSession, timeoutMs: number) => {
				timeouts.push(timeoutMs);
				clock += costMs;
				return refresh(current, timeoutMs);
			}),
			now: () => clock,
		},
		timeouts,
		advance: (ms: number) => {
			clock += ms;
		},
	};
}

describe("renewWithRetry", () => {
	it.each([
		["a timeout", new OAuthError("refresh: network timeout")],
		["a 503", new OAuthError("refresh: server_error", 503)],
		["a cut answer", new OAuthError("refresh: failed (Network connection lost.)")],
	])("tries once more at once, with the same refresh token, after %s", async (_name, error) => {
		let calls = 0;
		const { deps, timeouts } = world(async () => {
			calls++;
			if (calls === 1) throw error;
			return renewed;
		}, 1_000);
		expect(await renewWithRetry(session, deps, TIME)).toEqual({ status: "renewed", session: renewed });
		expect(deps.refresh.mock.calls.map(([current]) => current.refresh_token)).toEqual(["rt-1", "rt-1"]);
		// Both tries share the one deadline: the second gets what is left, no pause between.
		expect(timeouts).toEqual([TIME, TIME - 1_000]);
	});

	it("gives up after the one retry, as a transient failure that keeps the sign-in", async () => {
		const { deps } = world(async () => {
			throw new OAuthError("refresh: network timeout");
		});
		expect(await renewWithRetry(session, deps, TIME)).toEqual({
			status: "failed",
			reason: "refresh: network timeout",
			refused: false,
		});
		expect(deps.refresh).toHaveBeenCalledTimes(2);
	});

	it("does not retry when the deadline is nearly spent", async () => {
		const { deps } = world(
			async () => {
				throw new OAuthError("refresh: network timeout");
			},
			TIME - MIN_RETRY_MS + 1,
		);
		expect(await renewWithRetry(session, deps, TIME)).toMatchObject({ status: "failed", refused: false });
		expect(deps.refresh).toHaveBeenCalledTimes(1);
	});

	it("a refused grant (invalid_grant) is final and ends the sign-in", async () => {
		const { deps } = world(async () => {
			throw refusal();
		});
		expect(await renewWithRetry(session, deps, TIME)).toMatchObject({ status: "failed", refused: true });
		expect(deps.refresh).toHaveBeenCalledTimes(1);
	});

	it("knows a refusal only by the provider's invalid_grant", () => {
		expect(isRefusedGrant(refusal())).toBe(true);
		expect(isRefusedGrant(new OAuthError("refresh: invalid_client", 401))).toBe(false);
		expect(isRefusedGrant(new Error("invalid_grant"))).toBe(false);
	});
});

describe("failures other than errors", () => {
	it("are reported as a failed renewal that keeps the sign-in", async () => {
		const { deps } = world(async () => {
			throw "refused";
		});
		expect(await renewWithRetry(session, deps, TIME)).toEqual({
			status: "failed",
			reason: "renewal failed",
			refused: false,
		});
	});
});

describe("RenewalCoordinator", () => {
	it("shares one renewal between every caller with the same refresh token", async () => {
		let release: (value: MemberSession) => void = () => {};
		const { deps } = world(() => new Promise((resolve) => (release = resolve)));
		const coordinator = new RenewalCoordinator(deps);
		const outcomes = Array.from({ length: 20 }, () => coordinator.renew(session, TIME));
		release(renewed);
		for (const outcome of await Promise.all(outcomes)) expect(outcome).toEqual({ status: "renewed", session: renewed });
		expect(deps.refresh).toHaveBeenCalledTimes(1);
	});

	it("answers stragglers from the outcome for 30 s, then forgets the tokens at the next request", async () => {
		const { deps, advance } = world(async () => renewed);
		const coordinator = new RenewalCoordinator(deps);
		await coordinator.renew(session, TIME);
		advance(RENEWAL_GRACE_MS - 1);
		expect(await coordinator.renew(session, TIME)).toEqual({ status: "renewed", session: renewed });
		expect(deps.refresh).toHaveBeenCalledTimes(1);
		expect(coordinator.size).toBe(1);
		advance(1);
		await coordinator.renew({ ...session, refresh_token: "rt-other" }, TIME);
		expect(coordinator.size).toBe(1);
		expect(await coordinator.renew(session, TIME)).toEqual({ status: "renewed", session: renewed });
		expect(deps.refresh).toHaveBeenCalledTimes(3);
	});

	it("drops the tokens once the grace has passed even if no request comes again", async () => {
		vi.useFakeTimers();
		try {
			const coordinator = new RenewalCoordinator({
				refresh: async () => renewed,
				now: () => Date.now(),
			});
			await coordinator.renew(session, TIME);
			expect(coordinator.size).toBe(1);
			vi.advanceTimersByTime(RENEWAL_GRACE_MS);
			expect(coordinator.size).toBe(1);
			vi.advanceTimersByTime(1);
			expect(coordinator.size).toBe(0);
		} finally {
			vi.useRealTimers();
		}
	});

	it("keeps a renewal in flight however long it takes", async () => {
		let release: (value: MemberSession) => void = () => {};
		const { deps, advance } = world(() => new Promise((resolve) => (release = resolve)));
		const coordinator = new RenewalCoordinator(deps);
		const first = coordinator.renew(session, TIME);
		advance(RENEWAL_GRACE_MS * 3);
		const second = coordinator.renew(session, TIME);
		release(renewed);
		expect(await second).toEqual(await first);
		expect(deps.refresh).toHaveBeenCalledTimes(1);
	});

	it("does not keep a failure: the next request asks the provider again", async () => {
		let calls = 0;
		const { deps } = world(async () => {
			calls++;
			if (calls <= 2) throw new OAuthError("refresh: server_error", 503);
			return renewed;
		});
		const coordinator = new RenewalCoordinator(deps);
		expect(await coordinator.renew(session, TIME)).toMatchObject({ status: "failed", refused: false });
		expect(coordinator.size).toBe(0);
		expect(await coordinator.renew(session, TIME)).toEqual({ status: "renewed", session: renewed });
	});

	it("keeps renewals of different refresh tokens apart", async () => {
		const { deps } = world(async (current) => ({ ...renewed, access_token: `new-${current.refresh_token}` }));
		const coordinator = new RenewalCoordinator(deps);
		const [a, b] = await Promise.all([
			coordinator.renew(session, TIME),
			coordinator.renew({ ...session, refresh_token: "rt-other" }, TIME),
		]);
		expect(a).toMatchObject({ session: { access_token: "new-rt-1" } });
		expect(b).toMatchObject({ session: { access_token: "new-rt-other" } });
	});
});
