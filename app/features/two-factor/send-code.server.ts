import type { RouterContextProvider } from "react-router";
import type { CurrentUser } from "#app/contract/orange/current-user";
import { api } from "#app/request/api.server";
import { cookiesContext } from "#app/request/context.server";
import { judgeFailedSubmit } from "#app/request/error-policy.server";
import { RATE_LIMITED_MESSAGE, withinRateLimit } from "#app/request/rate-limit.server";
import { recordCodeSent } from "#app/session/two-factor-state.server";
import { CHANNELS, type Channel } from "./channels";

type Scope = { context: Readonly<RouterContextProvider>; request: Request };
type SendOutcome = { sent: true } | { sent: false; status: number; messages: string[] };

export function waitMessage(seconds: number): string {
	return `認証コードは連続して送信できません。あと${seconds}秒お待ちください`;
}

/** The member as the two-factor bookkeeping knows them: the session's subject. */
export function memberSub(context: Scope["context"], currentUser: CurrentUser): string {
	return context.get(cookiesContext).session.value?.profile.sub ?? String(currentUser.id);
}

/** Sends a code and remembers when; a refusal (429: too soon or over the limit) or failure is told on the page, never thrown. */
export async function sendCode(
	channel: Channel,
	currentUser: CurrentUser,
	{ context, request }: Scope,
): Promise<SendOutcome> {
	// Counted per member, arrival and resend alike; told as a status, like the API's own refusal.
	if (!(await withinRateLimit(context, "pin-send", { member: String(currentUser.id) }))) {
		return { sent: false, status: 429, messages: [RATE_LIMITED_MESSAGE] };
	}
	try {
		await api(context).orange[CHANNELS[channel].send]();
	} catch (error) {
		const { status, messages } = await judgeFailedSubmit(error, { context, request });
		return { sent: false, status, messages };
	}
	recordCodeSent(context.get(cookiesContext), memberSub(context, currentUser));
	return { sent: true };
}
