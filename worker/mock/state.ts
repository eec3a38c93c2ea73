import type * as z from "zod";
import type { CreateContactDetailPayload } from "#app/contract/lime/contact-detail";
import type { addressSchema, RecipeSetting } from "#app/contract/orange/current-user";
import { japanInstant } from "#app/lib/japanese/japan-time";
import { log } from "#app/lib/logging/log-line";
import type { ArmedFault } from "./armed-faults";
import { DEMO_MEMBERS, MOCK_PASSWORD } from "./members";
import { MEMBER_PROFILES } from "./seed-members";
import { DEMO_LINKS, type DemoLink } from "./seed-tokens";

/* Everything the mock APIs change, in module memory for the isolate's life; `resetMockState()` starts over. */

type Address = z.output<typeof addressSchema>;

export type MemberState = {
	email: string;
	securePassword: boolean;
	password: string;
	address: Address | null;
	phoneNumber: string | null;
	/** "as seeded": the profile's, dated from the day it is read on (worker/mock/calendar.ts). */
	recipeSetting: RecipeSetting | "as seeded";
	/** guid -> trusted-browser pin code. */
	trustedBrowsers: Map<string, string>;
	/** When a code was last sent, and to which sign-in, so parallel browsers of one demo member do not block each other. */
	lastPinSentAt: number | null;
	lastPinSentTo: string | null;
	/** Wrong PINs since the last code was sent; at MOCK_PIN_LOCKOUT even the right one is refused. */
	wrongPins: number;
	/** questionnaire id -> its answer. */
	answers: Map<number, StoredAnswer>;
	/** Writes the mock carried out for this member, by call (`POST /api/...`): a replayed resend is not one. */
	writes: Record<string, number>;
};

type StoredAnswer = { id: number; answeredAt: string; answers: unknown[] };

type StoredContact = {
	id: number;
	memberId: number | null;
	subject: string;
	body: string;
	receivedAt: string;
	sender?: { name: string; nameKana: string; email: string };
};

export type LinkState = DemoLink & {
	contactDetail: CreateContactDetailPayload | null;
};

type PendingEmailChange = { urlToken: string; email: string; used: boolean; reusable: boolean };

/** What a real backend would have e-mailed or texted; readable through the control app. */
export type OutboxMessage = { to: string; channel: "email" | "sms"; subject: string; body: string; sentAt: string };

type MockState = {
	members: Map<number, MemberState>;
	contacts: StoredContact[];
	/** Reset tokens the mock issued; single-use. */
	resetTokens: Map<string, { memberId: number; used: boolean }>;
	links: Map<string, LinkState>;
	/** Lime access token -> the URL token it was issued for. */
	limeAccessTokens: Map<string, string>;
	emailChanges: Map<string, PendingEmailChange>;
	outbox: OutboxMessage[];
	/** Faults tests armed through the control app (armed-faults.ts). */
	armedFaults: ArmedFault[];
	/** Writes by `Idempotency-Key` (per call): the body they came with and the answer given, replayed on a resend. */
	idempotentWrites: Map<string, IdempotentWrite>;
	sequence: number;
};

type IdempotentWrite = { body: string; status: number; headers: [string, string][]; text: string };

function initialMemberState(member: (typeof DEMO_MEMBERS)[number]): MemberState {
	const profile = MEMBER_PROFILES[member.id];
	return {
		email: member.email,
		securePassword: member.securePassword,
		password: MOCK_PASSWORD,
		address: profile?.address ? { ...profile.address } : null,
		phoneNumber: profile?.phoneNumber ?? null,
		recipeSetting: profile ? "as seeded" : { type: "none", updatedAt: null, expiresOn: null },
		trustedBrowsers: new Map(),
		lastPinSentAt: null,
		wrongPins: 0,
		lastPinSentTo: null,
		answers: new Map(),
		writes: {},
	};
}

function initialState(): MockState {
	const members = new Map<number, MemberState>();
	for (const member of DEMO_MEMBERS) members.set(member.id, initialMemberState(member));
	return {
		members,
		contacts: [],
		resetTokens: new Map(),
		links: new Map(DEMO_LINKS.map((link) => [link.urlToken, { ...link, contactDetail: null }])),
		limeAccessTokens: new Map(),
		emailChanges: new Map(),
		outbox: [],
		armedFaults: [],
		idempotentWrites: new Map(),
		sequence: 1000,
	};
}

let state = initialState();

/** Starts one demo member over (tests of state-changing flows begin with it). */
export function resetMemberState(memberId: number): boolean {
	const member = DEMO_MEMBERS.find((candidate) => candidate.id === memberId);
	if (!member) return false;
	state.members.set(memberId, initialMemberState(member));
	state.armedFaults = state.armedFaults.filter((armed) => armed.member !== memberId);
	return true;
}

/** Starts one lime link over: its member's contact details as seeded, nothing else changed. */
export function resetLinkState(urlToken: string): boolean {
	const link = DEMO_LINKS.find((candidate) => candidate.urlToken === urlToken);
	const member = DEMO_MEMBERS.find((candidate) => candidate.id === link?.memberId);
	if (!link || !member) return false;
	state.links.set(urlToken, { ...link, contactDetail: null });
	for (const [token, change] of state.emailChanges) if (change.urlToken === urlToken) state.emailChanges.delete(token);
	const seed = initialMemberState(member);
	const current = memberState(member.id);
	current.email = seed.email;
	current.address = seed.address;
	current.phoneNumber = seed.phoneNumber;
	return true;
}

export function mockState(): MockState {
	return state;
}

/** Back to the seed data: for tests, and for demos through the control app. */
export function resetMockState(): void {
	state = initialState();
}

export function memberState(memberId: number): MemberState {
	const found = state.members.get(memberId);
	if (!found) throw new Error(`no mock state for member ${memberId}`);
	return found;
}

/** The demo member's password as the mock APIs last set it (the mock sign-in may want it). */
export function currentPasswordOf(memberId: number): string | undefined {
	return state.members.get(memberId)?.password;
}

/** Ids for stored records: increasing, unique within the isolate. */
export function nextId(): number {
	state.sequence += 1;
	return state.sequence;
}

export function randomToken(prefix: string): string {
	const bytes = crypto.getRandomValues(new Uint8Array(24));
	return `${prefix}${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

export function deliver(message: Omit<OutboxMessage, "sentAt">): void {
	state.outbox.push({ ...message, sentAt: new Date().toISOString() });
	// The demo has no mail server: the console is where a developer finds the link.
	const links = message.body.match(/https?:\/\/\S+/g) ?? [];
	log("info", `[mock] ${message.channel} sent`, {
		to: message.to,
		subject: message.subject,
		links: links.join(" "),
		body: message.body.replaceAll("\n", " "),
	});
}

/** Japan time with its offset, as the APIs write instants. */
export function jstNow(now: number = Date.now()): string {
	return japanInstant(now);
}
