import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { holdPostedForm } from "#app/lib/forms/form.server";
import { cookiesContext } from "#app/request/context.server";
import {
	bindOwnerlessDraft,
	claimOwnerlessDraft,
	keepInputOfFailedPost,
	keepPostedFormAsDraft,
	takeFormDraft,
} from "#app/request/form-draft.server";
import { createRequestCookies } from "#app/session/cookies.server";
import { UNIT_SECRET } from "../fixtures/config";
import { EXPIRED_SESSION } from "../fixtures/member-session";

/* Drafts of a member's input: what is kept, for whom, and when it is handed back (docs/session.md). */

function world(member: "signed-in" | "trusted-only" | "none" = "signed-in") {
	const context = new RouterContextProvider();
	const cookies = createRequestCookies([UNIT_SECRET]);
	context.set(cookiesContext, cookies);
	if (member === "signed-in") cookies.session.set({ ...EXPIRED_SESSION, profile: { sub: "1001" } });
	if (member === "trusted-only") cookies.trustedBrowser.set({ sub: "1001" });
	return { context, cookies };
}

const post = (path: string, fields: [string, string | Blob][], method = "POST") => {
	const body = new FormData();
	for (const [name, value] of fields) body.append(name, value);
	return new Request(`http://localhost:8787${path}`, { method, body: method === "POST" ? body : undefined });
};
const page = (path: string) => new Request(`http://localhost:8787${path}`);

/** The middleware around a handler that answers `status`. */
async function afterPost(context: RouterContextProvider, request: Request, status: number) {
	return keepInputOfFailedPost({ request, context, params: {} } as never, async () => new Response(null, { status }));
}

describe("keepPostedFormAsDraft", () => {
	it("keeps every field the member typed, repeated ones as lists, bound to the page and the member", async () => {
		const { context, cookies } = world();
		await keepPostedFormAsDraft(
			context,
			post("/contact/user.data?_routes=x", [
				["body", "相談です"],
				["topics", "a"],
				["topics", "b"],
				["intent", "send"],
				["__rr", "1"],
				["attachment", new Blob(["x"])],
			]),
		);
		expect(cookies.formDraft.value).toEqual({
			path: "/contact/user",
			sub: "1001",
			fields: { body: ["相談です"], topics: ["a", "b"] },
			withheld: false,
		});
	});

	it("never keeps a secret, and says one was withheld only when it was typed", async () => {
		const { context, cookies } = world();
		const secrets = ["password", "new_password", "pinCode", "pin", "client_secret", "csrf_token"];
		await keepPostedFormAsDraft(
			context,
			post("/password/edit", [...secrets.map((name) => [name, "x"] as [string, string]), ["pinned", "y"]]),
		);
		expect(cookies.formDraft.value).toMatchObject({ fields: { pinned: ["y"] }, withheld: true });
		await keepPostedFormAsDraft(
			context,
			post("/password/edit", [
				["password", ""],
				["note", "z"],
			]),
		);
		expect(cookies.formDraft.value).toMatchObject({ fields: { note: ["z"] }, withheld: false });
	});

	it("a failure is marked as one; a sign-in draft is not", async () => {
		const { context, cookies } = world();
		await keepPostedFormAsDraft(context, post("/contact/user", [["body", "x"]]), "failure");
		expect(cookies.formDraft.value?.reason).toBe("failure");
		await keepPostedFormAsDraft(context, post("/contact/user", [["body", "x"]]));
		expect(cookies.formDraft.value).not.toHaveProperty("reason");
	});

	it("keeps nothing of a GET, an empty post, a body that is not a form, or more than 8,000 characters", async () => {
		const { context, cookies } = world();
		await keepPostedFormAsDraft(context, post("/contact/user", [], "GET"));
		await keepPostedFormAsDraft(context, post("/contact/user", []));
		await keepPostedFormAsDraft(
			context,
			new Request("http://localhost:8787/contact/user", {
				method: "POST",
				body: "{}",
				headers: { "Content-Type": "application/json" },
			}),
		);
		// {"body":["…"]} is 13 characters around the value.
		await keepPostedFormAsDraft(context, post("/contact/user", [["body", "a".repeat(7_988)]]));
		expect(cookies.formDraft.value).toBeNull();
		await keepPostedFormAsDraft(context, post("/contact/user", [["body", "a".repeat(7_987)]]));
		expect(cookies.formDraft.value?.fields.body?.[0]).toHaveLength(7_987);
	});

	it("a draft's owner is the session's member, else the browser's last member, else nobody yet", async () => {
		const trusted = world("trusted-only");
		await keepPostedFormAsDraft(trusted.context, post("/contact/user", [["body", "x"]]));
		expect(trusted.cookies.formDraft.value?.sub).toBe("1001");
		const stranger = world("none");
		await keepPostedFormAsDraft(stranger.context, post("/contact/user", [["body", "x"]]));
		expect(stranger.cookies.formDraft.value?.sub).toBeUndefined();
	});

	it("reads a body an action has already read, through the form it was held as", async () => {
		const { context, cookies } = world();
		const request = post("/contact/user", [["body", "held"]]);
		await holdPostedForm(request);
		await request.formData();
		await keepPostedFormAsDraft(context, request);
		expect(cookies.formDraft.value?.fields).toEqual({ body: ["held"] });
	});
});

describe("keepInputOfFailedPost", () => {
	it("a page post that fails on the server keeps its input as a failure draft", async () => {
		const { context, cookies } = world();
		const response = await afterPost(context, post("/contact/user", [["body", "x"]]), 500);
		expect((response as Response).status).toBe(500);
		expect(cookies.formDraft.value).toMatchObject({ path: "/contact/user", reason: "failure" });
	});

	it("a single-fetch post (JavaScript on) keeps it for its page, so a Reload gets it back", async () => {
		const { context, cookies } = world();
		await afterPost(context, post("/contact/user.data", [["body", "x"]]), 502);
		expect(cookies.formDraft.value).toMatchObject({ path: "/contact/user", reason: "failure" });
	});

	it("keeps nothing of a refused post (4xx) or a GET", async () => {
		const { context, cookies } = world();
		await afterPost(context, post("/contact/user", [["body", "x"]]), 499);
		await afterPost(context, page("/contact/user"), 500);
		expect(cookies.formDraft.value).toBeNull();
	});

	it("a later post of the page that succeeds drops its failure draft; another page's, or a sign-in draft, stays", async () => {
		const { context, cookies } = world();
		await afterPost(context, post("/contact/user", [["body", "x"]]), 502);
		await afterPost(context, post("/recipe/settings", [["a", "1"]]), 303);
		expect(cookies.formDraft.value?.path).toBe("/contact/user");
		await afterPost(context, post("/contact/user", [["body", "x"]]), 400);
		expect(cookies.formDraft.value?.path).toBe("/contact/user");
		await afterPost(context, post("/contact/user", [["body", "x"]]), 399);
		expect(cookies.formDraft.value).toBeNull();
		await keepPostedFormAsDraft(context, post("/contact/user", [["body", "y"]]));
		await afterPost(context, post("/contact/user", [["body", "y"]]), 200);
		expect(cookies.formDraft.value?.fields).toEqual({ body: ["y"] });
	});
});

describe("a draft without a member", () => {
	async function ownerless() {
		const signedOut = world("none");
		await keepPostedFormAsDraft(signedOut.context, post("/contact/user", [["body", "相談"]]));
		return signedOut;
	}

	it("is bound to the first sign-in its redirect starts, and to no later one", async () => {
		const { cookies } = await ownerless();
		bindOwnerlessDraft(cookies, "state-1");
		bindOwnerlessDraft(cookies, "state-2");
		expect(cookies.formDraft.value?.signIn).toBe("state-1");
	});

	it("becomes the member's at that sign-in's callback, without its binding", async () => {
		const { cookies } = await ownerless();
		bindOwnerlessDraft(cookies, "state-1");
		claimOwnerlessDraft(cookies, "state-1", "1001");
		expect(cookies.formDraft.value).toEqual({
			path: "/contact/user",
			sub: "1001",
			fields: { body: ["相談"] },
			withheld: false,
		});
	});

	it("is dropped at any other callback, bound or not", async () => {
		const bound = await ownerless();
		bindOwnerlessDraft(bound.cookies, "state-1");
		claimOwnerlessDraft(bound.cookies, "state-2", "2002");
		expect(bound.cookies.formDraft.value).toBeNull();
		const unbound = await ownerless();
		claimOwnerlessDraft(unbound.cookies, "state-1", "2002");
		expect(unbound.cookies.formDraft.value).toBeNull();
	});

	it("a member's draft is neither bound nor claimed by a sign-in", async () => {
		const { context, cookies } = world();
		await keepPostedFormAsDraft(context, post("/contact/user", [["body", "x"]]));
		bindOwnerlessDraft(cookies, "state-1");
		claimOwnerlessDraft(cookies, "state-9", "2002");
		expect(cookies.formDraft.value).toMatchObject({ sub: "1001" });
		expect(cookies.formDraft.value).not.toHaveProperty("signIn");
	});
});

describe("takeFormDraft", () => {
	it("hands the page its member's draft once: single values as strings, repeated ones as lists", async () => {
		const { context, cookies } = world();
		await keepPostedFormAsDraft(
			context,
			post("/contact/user", [
				["body", "x"],
				["topics", "a"],
				["topics", "b"],
				["password", "secret"],
			]),
			"failure",
		);
		expect(takeFormDraft(context, page("/contact/user.data"))).toEqual({
			values: { body: "x", topics: ["a", "b"] },
			withheld: true,
			reason: "failure",
		});
		expect(cookies.formDraft.value).toBeNull();
		expect(takeFormDraft(context, page("/contact/user"))).toBeNull();
	});

	it("a sign-in draft carries no reason; another page leaves it in place", async () => {
		const { context, cookies } = world();
		await keepPostedFormAsDraft(context, post("/contact/user", [["body", "x"]]));
		expect(takeFormDraft(context, page("/news"))).toBeNull();
		expect(cookies.formDraft.value).not.toBeNull();
		expect(takeFormDraft(context, page("/contact/user"))).toEqual({ values: { body: "x" }, withheld: false });
	});

	it("another member's draft, or one without a member, is dropped and never shown", async () => {
		const { context, cookies } = world();
		cookies.formDraft.set({ path: "/contact/user", sub: "2002", fields: { body: ["他人"] }, withheld: false });
		expect(takeFormDraft(context, page("/contact/user"))).toBeNull();
		expect(cookies.formDraft.value).toBeNull();
		cookies.formDraft.set({ path: "/contact/user", fields: { body: ["誰か"] }, withheld: false });
		expect(takeFormDraft(context, page("/contact/user"))).toBeNull();
		expect(cookies.formDraft.value).toBeNull();
		const signedOut = world("none");
		signedOut.cookies.formDraft.set({ path: "/contact/user", fields: { body: ["誰か"] }, withheld: false });
		expect(takeFormDraft(signedOut.context, page("/contact/user"))).toBeNull();
	});

	it("an empty value stays an empty string", async () => {
		const { context, cookies } = world();
		cookies.formDraft.set({ path: "/contact/user", sub: "1001", fields: { body: [""], none: [] }, withheld: false });
		expect(takeFormDraft(context, page("/contact/user"))).toEqual({
			values: { body: "", none: [] },
			withheld: false,
		});
	});
});
