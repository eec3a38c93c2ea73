import type { APIRequestContext } from "@playwright/test";
import { DEMO_MEMBERS } from "../../../worker/mock/members";

/** Demo member ids (worker/mock/members.ts). */
export const MEMBER_IDS = {
	sms: 1001,
	email: 1002,
	weak: 1003,
	webview: 1004,
	trusted: 1005,
	password: 1006,
	force: 1007,
	recipe: 1008,
	limit: 1009,
	devices: 1010,
	"devices-nojs": 1011,
	"devices-password": 1012,
} as const;

/** Starts one demo member's mock state over (password, trusted browsers, settings, answers). */
export async function resetMember(request: APIRequestContext, loginId: keyof typeof MEMBER_IDS): Promise<void> {
	const response = await request.post(`/_mock/__mock/reset?member=${MEMBER_IDS[loginId]}`);
	if (response.status() !== 204) throw new Error(`mock reset failed: ${response.status()}`);
}

/** A demo member's e-mail address, as the mock holds it. */
export function memberEmail(loginId: keyof typeof MEMBER_IDS): string {
	const member = DEMO_MEMBERS.find((candidate) => candidate.id === MEMBER_IDS[loginId]);
	if (!member?.email) throw new Error(`the mock has no e-mail address for ${loginId}`);
	return member.email;
}

/** The link the mock last mailed to `to` (password reset, activation). */
export async function lastMailedLink(request: APIRequestContext, to: string): Promise<string> {
	return (await outbox(request)).filter((mail) => mail.to === to).at(-1)?.body ?? "";
}

/** What the mock would have e-mailed or texted (PINs, reset and activation links). */
export async function outbox(
	request: APIRequestContext,
): Promise<Array<{ channel: string; to: string; subject: string; body: string }>> {
	const response = await request.get("/_mock/__mock/outbox");
	return (
		(await response.json()) as { messages: Array<{ channel: string; to: string; subject: string; body: string }> }
	).messages;
}

/** The ids of the enquiries the mock stored whose text (body or sender) contains `text`. */
export async function storedEnquiries(request: APIRequestContext, text: string): Promise<number[]> {
	const response = await request.get(`/_mock/__mock/contacts?contains=${encodeURIComponent(text)}`);
	return ((await response.json()) as { ids: number[] }).ids;
}

/** Fails the next matching API call (worker/mock/armed-faults.ts), scoped by member or a unique piece of the body. */
export async function armFault(
	request: APIRequestContext,
	armed: { call: string; fault: string; member?: keyof typeof MEMBER_IDS; bodyContains?: string; times?: number },
): Promise<void> {
	const { member, ...rest } = armed;
	const response = await request.post("/_mock/__mock/faults", {
		data: { ...rest, member: member === undefined ? undefined : MEMBER_IDS[member] },
	});
	if (response.status() !== 204) throw new Error(`arming a mock fault failed: ${response.status()}`);
}

/** How many times the mock carried out `call` (e.g. `POST /api/orange/v1/recipe_settings`) for a member; replays do not count. */
export async function writesDone(
	request: APIRequestContext,
	loginId: keyof typeof MEMBER_IDS,
	call: string,
): Promise<number> {
	const response = await request.get(`/_mock/__mock/writes?member=${MEMBER_IDS[loginId]}`);
	return ((await response.json()) as { writes: Record<string, number> }).writes[call] ?? 0;
}
