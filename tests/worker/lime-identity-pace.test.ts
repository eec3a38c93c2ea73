import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_DELAY_SECONDS, type PaceRecord } from "#app/lib/security/identity-pace";
import { identityPacedMessage } from "#app/request/identity-pace.server";
import { resetMockState } from "../../worker/mock/state";
import { DEMO_LIME_IDENTITY_FORM } from "../fixtures/lime";
import { routed } from "./support/route-app";
import { pagePost } from "./support/visits";

/* Anyone holding a contact-detail link can slow its identity check down, never shut its member out. */

const LINK = "demo-lime";
const FORM = "application/x-www-form-urlencoded";
const WRONG = { ...DEMO_LIME_IDENTITY_FORM, kigou: "9999" };

type PaceNamespace = DurableObjectNamespace & { idFromName(name: string): DurableObjectId };
const namespace = (env as unknown as { LIME_IDENTITY_PACE: PaceNamespace }).LIME_IDENTITY_PACE;
const paceOf = (urlToken: string) => namespace.get(namespace.idFromName(urlToken));

/** The wait the page names, as the member reads it (「あと5秒ほど」, 「あと3分ほど」), or null. */
function waitShown(text: string): string | null {
	return /あと(\d+(?:秒|分))ほど待ってから/.exec(text)?.[1] ?? null;
}

let address = 0;
/** A try from a fresh browser (no cookie) on a new client address, as the attacker makes them. */
async function attempt(form: Record<string, string>, link = LINK) {
	const request = pagePost(`/contact_detail_form/${link}/auth`, "", new URLSearchParams(form).toString(), FORM);
	request.headers.set("CF-Connecting-IP", `198.51.100.${(address++ % 250) + 1}`);
	const response = await routed(request);
	const text = await response.text();
	return { status: response.status, location: response.headers.get("Location"), text, wait: waitShown(text) };
}

/** The link's current wait comes to its end (the clock moved on): its next try is checked. */
async function waitPasses(urlToken = LINK) {
	await runInDurableObject(paceOf(urlToken), async (_instance, state) => {
		const record = await state.storage.get<PaceRecord>("pace");
		if (record) await state.storage.put("pace", { ...record, nextAt: 0 });
	});
}

async function forget(urlToken: string) {
	await runInDurableObject(paceOf(urlToken), (_instance, state) => state.storage.deleteAll());
}

beforeAll(() => vi.spyOn(console, "warn").mockImplementation(() => {}));
beforeEach(async () => {
	resetMockState();
	await forget(LINK);
	await forget("demo-lime-app");
});

describe("the lime identity check, per link", () => {
	it("checks the first three tries at once, then says on the page how long the next one waits (429)", async () => {
		for (let index = 0; index < 3; index++) expect((await attempt(WRONG)).status).toBe(400);
		const paced = await attempt(WRONG);
		expect(paced.status).toBe(429);
		expect(paced.wait).toBe("5秒");
		expect(paced.text).toContain(identityPacedMessage(5));
		expect(identityPacedMessage(5)).toContain("あと5秒ほど待ってから");
		// The input stays in the form.
		expect(paced.text).toContain("9999");
	});

	it("waits longer after each further miss, never longer than five minutes", async () => {
		const waits: (string | null)[] = [];
		for (let miss = 0; miss < 12; miss++) {
			await waitPasses();
			expect((await attempt(WRONG)).status).toBe(400);
			const paced = await attempt(WRONG);
			expect(paced.status).toBe(paced.wait === null ? 400 : 429);
			waits.push(paced.wait);
		}
		// 5, 10, 20, 40 seconds, then 80, 160 and (at most) 300 seconds, said in whole minutes.
		expect(waits).toEqual([null, "5秒", "10秒", "20秒", "40秒", "2分", "3分", "5分", "5分", "5分", "5分", "5分"]);
		expect(identityPacedMessage(MAX_DELAY_SECONDS)).toContain("あと5分ほど");
	});

	it("after 100 wrong tries from fresh browsers and addresses, the member's right answer passes once the wait is over", async () => {
		let checked = 0;
		for (let index = 0; index < 100; index++) {
			const answer = await attempt(WRONG);
			if (answer.status === 400) checked++;
			else {
				expect(answer.status).toBe(429);
				expect(answer.wait).toMatch(/^(\d+秒|[1-5]分)$/);
				await waitPasses();
			}
		}
		// Waiting, not the count, is what holds the tries back: about half of them were checked.
		expect(checked).toBeGreaterThan(40);
		const during = await attempt(DEMO_LIME_IDENTITY_FORM);
		if (during.status === 429) await waitPasses();
		const member = await attempt(DEMO_LIME_IDENTITY_FORM);
		expect(member.status).toBe(302);
		expect(member.location).toBe(`/contact_detail_form/${LINK}/actions`);
	});

	it("starts again with free tries once the link's member has identified", async () => {
		for (let index = 0; index < 3; index++) await attempt(WRONG);
		await waitPasses();
		expect((await attempt(DEMO_LIME_IDENTITY_FORM)).location).toBe(`/contact_detail_form/${LINK}/actions`);
		for (let index = 0; index < 3; index++) expect((await attempt(WRONG)).status).toBe(400);
	});

	it("counts each link apart: misses on one do not slow another", async () => {
		for (let index = 0; index < 4; index++) await attempt(WRONG);
		expect((await attempt(WRONG)).status).toBe(429);
		expect((await attempt(WRONG, "demo-lime-app")).status).toBe(400);
	});
});
