import { Hono } from "hono";
import type { SignInRegistry } from "../durable/sign-in-registry";
import { armFault, armFaultSchema } from "./armed-faults";
import { DEMO_MEMBERS } from "./members";
import { memberState, mockState, resetLinkState, resetMemberState, resetMockState } from "./state";

/** A member started over has no sign-ins either (the registry of the worker's own binding). */
async function forgetSignIns(env: unknown, member: string): Promise<void> {
	const namespace = (env as { SIGN_IN_REGISTRY?: DurableObjectNamespace<SignInRegistry> } | undefined)
		?.SIGN_IN_REGISTRY;
	if (namespace) await namespace.get(namespace.idFromName(member)).forget();
}

/** Demo and test controls (default env only): reset, arm a fault, read what would have been mailed or texted. */
export function createMockControl(): Hono {
	const app = new Hono();
	app.post("/__mock/reset", async (c) => {
		const member = c.req.query("member");
		const link = c.req.query("link");
		if (link !== undefined) {
			if (!resetLinkState(link)) return c.json({ error: "unknown link" }, 404);
		} else if (member === undefined) resetMockState();
		else if (!resetMemberState(Number(member))) return c.json({ error: "unknown member" }, 404);
		else await forgetSignIns(c.env, member);
		return c.body(null, 204);
	});
	app.post("/__mock/faults", async (c) => {
		const parsed = armFaultSchema.safeParse(await c.req.json().catch(() => undefined));
		if (!parsed.success) return c.json({ error: parsed.error.issues.map((issue) => issue.message) }, 400);
		armFault(parsed.data);
		return c.body(null, 204);
	});
	app.get("/__mock/outbox", (c) => c.json({ messages: mockState().outbox }));
	// The enquiries stored with a piece of text (body or sender), so a test can count what its sends left.
	app.get("/__mock/contacts", (c) => {
		const text = c.req.query("contains") ?? "";
		if (text === "") return c.json({ error: "contains is required" }, 400);
		const stored = mockState().contacts.filter((contact) => JSON.stringify(contact).includes(text));
		return c.json({ ids: stored.map(({ id }) => id) });
	});
	// The writes carried out for a member by call, so a test can prove a resend stored nothing twice.
	app.get("/__mock/writes", (c) => {
		const member = Number(c.req.query("member"));
		if (!DEMO_MEMBERS.some(({ id }) => id === member)) return c.json({ error: "unknown member" }, 404);
		return c.json({ writes: memberState(member).writes });
	});
	return app;
}

export const mockControl = createMockControl();
