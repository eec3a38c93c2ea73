import { errorBody } from "../http";
import type { createRouter } from "../route";
import { MEMBER_PROFILES } from "../seed-members";
import type { OrangeCaller } from "./guard";

/** How each contract module's mock registers its calls (worker/mock/route.ts). */
export type OrangeServe = ReturnType<typeof createRouter<OrangeCaller>>;

/** What every module's handlers are given besides `serve`: the mock's clock. */
export type OrangeClock = () => number;

export function profileOf(caller: OrangeCaller) {
	const profile = MEMBER_PROFILES[caller.member.id];
	if (!profile) throw new Error(`no profile for demo member ${caller.member.id}`);
	return profile;
}

export function unprocessable(errors: string[]): Response {
	return errorBody(422, errors);
}
