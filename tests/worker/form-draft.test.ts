import { describe, expect, it } from "vitest";
import { API_BASE_PATHS } from "#app/contract/define";
import type { UpstreamFetch } from "#app/lib/context.server";
import { signInMember } from "./support/members";
import { type RouteWorld, routeWorld } from "./support/router";
import { routeRequest } from "./support/routes";
import { inProcessMock, upstreamPath } from "./support/upstream";

const ORIGIN = "http://localhost:8787";
const ENQUIRY = { subject: "account", body: "住所が変わりました。手続きを教えてください。", intent: "send" };

function post(path: string, fields: Record<string, string>): Request {
	return new Request(`${ORIGIN}${path}`, {
		method: "POST",
		headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
		body: new URLSearchParams(fields),
	});
}

function runRoute(world: RouteWorld, request: Request) {
	return routeRequest(request, world.context);
}

/** The mock, except that sending an enquiry answers 401-003 (the session was ended upstream). */
function expiredUpstream(): UpstreamFetch {
	const mock = inProcessMock();
	return async (input, init) => {
		const request = new Request(input, init);
		if (request.method === "POST" && upstreamPath(request.url) === `${API_BASE_PATHS.orange}/contact`) {
			return Response.json(
				{ status: 401, errors: ["認証の有効期限が切れました。再度ログインしてください"], error_code: "401-003" },
				{ status: 401 },
			);
		}
		return mock(request);
	};
}

describe("input kept across signing in again", () => {
	it("a post after the session is gone (failed renewal) is kept for its page while sign-in starts", async () => {
		const world = routeWorld({ fetch: inProcessMock() });
		const outcome = await runRoute(world, post("/contact/user", ENQUIRY));
		expect(outcome).toEqual({ kind: "redirect", location: "/login?returnTo=%2Fcontact%2Fuser" });
		expect(world.cookies.formDraft.value).toEqual({
			path: "/contact/user",
			sub: undefined,
			fields: { subject: ["account"], body: [ENQUIRY.body] },
		});
		expect((await world.cookies.formDraft.toSetCookies())[0]).toMatch(
			/^__Host-form-draft=v1\..*HttpOnly.*Max-Age=1800/,
		);
	});

	it("a send that meets 401-003 keeps the enquiry, bound to the member, and signs in again", async () => {
		const world = routeWorld({ fetch: expiredUpstream() });
		await signInMember(world.cookies, 1002);
		const outcome = await runRoute(world, post("/contact/user", ENQUIRY));
		expect(outcome).toMatchObject({
			kind: "redirect",
			location: expect.stringMatching(/^\/login\?.*unauthorized=true/),
		});
		expect(world.cookies.session.value).toBeNull();
		expect(world.cookies.formDraft.value).toMatchObject({ path: "/contact/user", sub: "1002" });
	});

	it("the page gives the values back once after signing in, to the same member only", async () => {
		const world = routeWorld({ fetch: inProcessMock() });
		await signInMember(world.cookies, 1002);
		world.cookies.formDraft.set({
			path: "/contact/user",
			sub: "1002",
			fields: { subject: ["account"], body: ["本文"] },
		});
		const first = await runRoute(world, new Request(`${ORIGIN}/contact/user`));
		expect(first).toMatchObject({ kind: "data", data: { restored: { subject: "account", body: "本文" } } });
		expect(world.cookies.formDraft.value).toBeNull();
		const again = await runRoute(world, new Request(`${ORIGIN}/contact/user`));
		expect(again).toMatchObject({ kind: "data", data: { restored: null } });

		const other = routeWorld({ fetch: inProcessMock() });
		await signInMember(other.cookies, 1001);
		other.cookies.formDraft.set({ path: "/contact/user", sub: "1002", fields: { body: ["本文"] } });
		expect(await runRoute(other, new Request(`${ORIGIN}/contact/user`))).toMatchObject({
			data: { restored: null },
		});
	});

	it("never keeps a password", async () => {
		const world = routeWorld({ fetch: inProcessMock() });
		await runRoute(
			world,
			post("/users/password/update", {
				currentPassword: "Password123!",
				password: "NewPassword456!",
				passwordConfirmation: "NewPassword456!",
			}),
		);
		expect(world.cookies.formDraft.value).toBeNull();
	});
});
