import { describe, expect, it, vi } from "vitest";
import type { MemberSession } from "#app/session/cookies.server";
import { OAuthError } from "#app/session/oauth.server";
import {
	isTimeout,
	RENEWAL_GRACE_MS,
	RENEWAL_RETRY_DELAY_MS,
	RenewalCoordinator,
	renewWithRetry,
	sleep,
} from "#app/session/renewal.server";
import { EXPIRED_SESSION } from "../fixtures/member-session";

const session = EXPIRED_SESSION;
const renewed: MemberSession = { ...session, access_token: "at-2", refresh_token: "rt-2", expires_at: 3600 };

function world(refresh: (session: MemberSession) => Promise<MemberSession>) {
	let clock = 1_000_000;
	const slept: number[] = [];
	return {
		deps: {
			refresh: vi.fn(refresh),
			sleep: async (ms: number) => {
				slept.push(ms);
				clock += ms;
			},
			now: () => clock,
		},
		slept,
		advance: (ms: number) => {
			clock += ms;
		},
	};
}

describe("renewWithRetry", () => {
	it("retries a timed-out renewal once, after 5 s", async () => {
		let calls = 0;
		const { deps, slept } = world(async () => {
			calls++;
			if (calls === 1) throw new OAuthError("network timeout");
			return renewed;
		});
		expect(await renewWithRetry(session, deps)).toEqual({ status: "renewed", session: renewed });
		expect(deps.refresh).toHaveBeenCalledTimes(2);
		expect(slept).toEqual([RENEWAL_RETRY_DELAY_MS]);
		expect(RENEWAL_RETRY_DELAY_MS).toBe(5_000);
	});

	it("gives up after the one retry", async () => {
		const { deps, slept } = world(async () => {
			throw new OAuthError("network timeout");
		});
		expect(await renewWithRetry(session, deps)).toEqual({ status: "failed", reason: "network timeout" });
		expect(deps.refresh).toHaveBeenCalledTimes(2);
		expect(slept).toEqual([5_000]);
	});

	it("does not retry a refusal: the refresh token is spent or revoked", async () => {
		const { deps, slept } = world(async () => {
			throw new OAuthError("token request refused", 400);
		});
		expect(await renewWithRetry(session, deps)).toMatchObject({ status: "failed" });
		expect(deps.refresh).toHaveBeenCalledTimes(1);
		expect(slept).toEqual([]);
	});
});

describe("isTimeout", () => {
	it("knows a timeout by the error's name or by its message", () => {
		expect(isTimeout(Object.assign(new Error("signal aborted"), { name: "TimeoutError" }))).toBe(true);
		expect(isTimeout(new OAuthError("network Timeout"))).toBe(true);
		expect(isTimeout(Object.assign(new Error("signal aborted"), { name: "AbortError" }))).toBe(false);
		expect(isTimeout("timeout")).toBe(false);
	});
});

describe("failures other than errors", () => {
	it("are reported as a failed renewal, not retried", async () => {
		const { deps } = world(async () => {
			throw "refused";
		});
		expect(await renewWithRetry(session, deps)).toEqual({ status: "failed", reason: "renewal failed" });
		expect(deps.refresh).toHaveBeenCalledTimes(1);
	});
});

describe("sleep", () => {
	it("resolves after the given time, not before", async () => {
		vi.useFakeTimers();
		try {
			let done = false;
			const slept = sleep(RENEWAL_RETRY_DELAY_MS).then(() => {
				done = true;
			});
			await vi.advanceTimersByTimeAsync(RENEWAL_RETRY_DELAY_MS - 1);
			expect(done).toBe(false);
			await vi.advanceTimersByTimeAsync(1);
			await slept;
			expect(done).toBe(true);
		} finally {
			vi.useRealTimers();
		}
	});
});

describe("RenewalCoordinator", () => {
	it("shares one renewal between every caller with the same refresh token", async () => {
		let release: (value: MemberSession) => void = () => {};
		const { deps } = world(() => new Promise((resolve) => (release = resolve)));
		const coordinator = new RenewalCoordinator(deps);
		const outcomes = Array.from({ length: 20 }, () => coordinator.renew(session));
		release(renewed);
		for (const outcome of await Promise.all(outcomes)) expect(outcome).toEqual({ status: "renewed", session: renewed });
		expect(deps.refresh).toHaveBeenCalledTimes(1);
	});

	it("answers stragglers from the outcome for 30 s, then forgets the tokens at the next request", async () => {
		const { deps, advance } = world(async () => renewed);
		const coordinator = new RenewalCoordinator(deps);
		await coordinator.renew(session);
		advance(RENEWAL_GRACE_MS - 1);
		expect(await coordinator.renew(session)).toEqual({ status: "renewed", session: renewed });
		expect(deps.refresh).toHaveBeenCalledTimes(1);
		expect(coordinator.size).toBe(1);
		advance(1);
		await coordinator.renew({ ...session, refresh_token: "rt-other" });
		expect(coordinator.size).toBe(1);
		expect(await coordinator.renew(session)).toEqual({ status: "renewed", session: renewed });
		expect(deps.refresh).toHaveBeenCalledTimes(3);
	});

	it("drops the tokens once the grace has passed even if no request comes again", async () => {
		vi.useFakeTimers();
		try {
			const coordinator = new RenewalCoordinator({
				refresh: async () => renewed,
				sleep: async () => {},
				now: () => Date.now(),
			});
			await coordinator.renew(session);
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
		const first = coordinator.renew(session);
		advance(RENEWAL_GRACE_MS * 3);
		const second = coordinator.renew(session);
		release(renewed);
		expect(await second).toEqual(await first);
		expect(deps.refresh).toHaveBeenCalledTimes(1);
	});

	it("keeps renewals of different refresh tokens apart", async () => {
		const { deps } = world(async (current) => ({ ...renewed, access_token: `new-${current.refresh_token}` }));
		const coordinator = new RenewalCoordinator(deps);
		const [a, b] = await Promise.all([
			coordinator.renew(session),
			coordinator.renew({ ...session, refresh_token: "rt-other" }),
		]);
		expect(a).toMatchObject({ session: { access_token: "new-rt-1" } });
		expect(b).toMatchObject({ session: { access_token: "new-rt-other" } });
	});
});
