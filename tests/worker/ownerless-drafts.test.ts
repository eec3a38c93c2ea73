import { beforeEach, describe, expect, it, vi } from "vitest";
import { loader as callbackLoader } from "#app/features/sign-in/routes/callback";
import { loader as loginLoader } from "#app/features/sign-in/routes/login";
import { takeFormDraft } from "#app/request/form-draft.server";
import { forgetDiscoveredMetadata } from "#app/session/oauth-provider.server";
import { args, configWithApiAt, type RouteWorld, routeWorld, run } from "./support/router";
import { routeRequest } from "./support/routes";

/* A draft posted without a session belongs to the sign-in its redirect started, and to no one else. */

const ORIGIN = "http://localhost:8787";
const ENQUIRY = "体調について相談したいことがあります。";

/** A browser whose IdP signs in as whoever `as.sub` names at the moment of the code exchange. */
function browser() {
	const as = { sub: "1001" };
	const world = routeWorld({
		config: configWithApiAt("http://idp.test"),
		fetch: async (input, init) => {
			const path = new URL(new Request(input, init).url).pathname;
			if (path.endsWith("/oauth/token")) {
				return Response.json({ access_token: `at-${as.sub}`, token_type: "Bearer", expires_in: 3600 });
			}
			if (path.endsWith("/oauth/userinfo")) return Response.json({ sub: as.sub });
			return new Response(null, { status: 200 });
		},
	});
	return { ...world, as };
}

/** A post of the member enquiry from a browser holding no session: the guard keeps it and sends it to sign in. */
async function postWithoutSession(world: RouteWorld) {
	const body = new URLSearchParams({ subject: "other", body: ENQUIRY, intent: "send" });
	const outcome = await routeRequest(
		new Request(`${ORIGIN}/contact/user`, { method: "POST", body, headers: { Origin: ORIGIN } }),
		world.context,
	);
	expect(outcome).toMatchObject({ kind: "redirect", location: expect.stringMatching(/^\/login\?/) });
	expect(world.cookies.formDraft.value).toMatchObject({ path: "/contact/user", sub: undefined });
}

/** `/login`, as the redirect after the post reaches it: the state of the sign-in it starts. */
async function startSignIn(world: RouteWorld): Promise<string> {
	await run(() => loginLoader(args(new Request(`${ORIGIN}/login?returnTo=%2Fcontact%2Fuser`), world.context)));
	return world.cookies.oauthTransaction.value?.transactions.at(-1)?.state ?? "";
}

async function finishSignIn(world: RouteWorld, state: string) {
	const request = new Request(`${ORIGIN}/callback?code=c&state=${state}`);
	const { thrown } = await run(() => callbackLoader(args(request, world.context)));
	expect((thrown as Response).headers.get("Location")).toBe("/contact/user");
}

const draftOnThePage = (world: RouteWorld) => takeFormDraft(world.context, new Request(`${ORIGIN}/contact/user`));

beforeEach(() => {
	forgetDiscoveredMetadata();
	vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("a draft posted without a session", () => {
	it("is given back to the member who finishes the sign-in its redirect started", async () => {
		const phone = browser();
		await postWithoutSession(phone);
		const state = await startSignIn(phone);
		expect(phone.cookies.formDraft.value?.signIn).toBe(state);
		await finishSignIn(phone, state);
		expect(phone.cookies.formDraft.value?.sub).toBe("1001");
		expect(phone.cookies.formDraft.value).not.toHaveProperty("signIn");
		expect(draftOnThePage(phone)).toMatchObject({ values: { body: ENQUIRY } });
	});

	it("is dropped when another sign-in in the same browser finishes instead (a shared phone)", async () => {
		const phone = browser();
		await postWithoutSession(phone);
		const first = await startSignIn(phone);
		// The member walks away at the IdP's page; the next person starts a sign-in of their own.
		const second = await startSignIn(phone);
		expect(phone.cookies.formDraft.value?.signIn).toBe(first);
		phone.as.sub = "1002";
		await finishSignIn(phone, second);
		expect(phone.cookies.formDraft.value).toBeNull();
		expect(draftOnThePage(phone)).toBeNull();
	});

	it("is never shown while it has no member, not even on its own page", async () => {
		const phone = browser();
		await postWithoutSession(phone);
		await startSignIn(phone);
		expect(draftOnThePage(phone)).toBeNull();
		expect(phone.cookies.formDraft.value).toBeNull();
	});

	it("keeps its binding to the first sign-in however often /login is opened again", async () => {
		const phone = browser();
		await postWithoutSession(phone);
		const first = await startSignIn(phone);
		await startSignIn(phone);
		await startSignIn(phone);
		await finishSignIn(phone, first);
		expect(draftOnThePage(phone)).toMatchObject({ values: { body: ENQUIRY } });
	});
});
