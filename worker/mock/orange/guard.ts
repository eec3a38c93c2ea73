import type { CallDefinition } from "#app/contract/define";
import {
	GUID_HEADER,
	PASSWORD_CHANGE_REQUIRED,
	PIN_CODE_HEADER,
	TWO_FACTOR_REQUIRED,
	UNAUTHENTICATED,
} from "#app/contract/error-codes";
import { getCurrentUser } from "#app/contract/orange/current-user";
import { forceUpdatePassword } from "#app/contract/orange/passwords";
import {
	countTrustedBrowsers,
	deleteTrustedBrowsers,
	sendPinCodeEmail,
	sendPinCodeSms,
	verifyTwoFactor,
} from "#app/contract/orange/two-factors";
import { errorBody } from "../http";
import type { DemoMember } from "../members";
import { MESSAGES } from "../messages";
import { type MemberState, memberState } from "../state";
import { memberFromRequest } from "../tokens";

export type OrangeCaller = {
	member: DemoMember;
	state: MemberState;
	/** The `x-guid` the request carried, trusted or not: two-factor keeps it for the browser. */
	guid: string | null;
	/** The bearer this sign-in calls with. */
	bearer: string | null;
};

/** Reachable before two-factor: the two-factor screens need them. */
const BEFORE_TWO_FACTOR: ReadonlySet<CallDefinition> = new Set<CallDefinition>([
	getCurrentUser,
	verifyTwoFactor,
	countTrustedBrowsers,
	deleteTrustedBrowsers,
	sendPinCodeEmail,
	sendPinCodeSms,
]);

/** Reachable while the password must still be changed: the change itself and what leads to it. */
const BEFORE_PASSWORD_CHANGE: ReadonlySet<CallDefinition> = new Set<CallDefinition>([
	...BEFORE_TWO_FACTOR,
	forceUpdatePassword,
]);

function isTrustedBrowser(state: MemberState, request: Request): boolean {
	const guid = request.headers.get(GUID_HEADER);
	const pinCode = request.headers.get(PIN_CODE_HEADER);
	return Boolean(guid && pinCode && state.trustedBrowsers.get(guid) === pinCode);
}

/** docs/session.md in the order a real backend checks: token (401-001), two-factor (401-002), password (403-002). */
export function orangeGuard(request: Request, definition: CallDefinition): OrangeCaller | Response {
	const member = memberFromRequest(request);
	if (!member) return errorBody(401, [MESSAGES.pleaseLogIn], UNAUTHENTICATED);
	const state = memberState(member.id);
	if (!BEFORE_TWO_FACTOR.has(definition) && !isTrustedBrowser(state, request)) {
		return errorBody(401, [MESSAGES.twoFactorIncomplete], TWO_FACTOR_REQUIRED);
	}
	if (!BEFORE_PASSWORD_CHANGE.has(definition) && !state.securePassword) {
		return errorBody(403, [MESSAGES.passwordChangeRequired], PASSWORD_CHANGE_REQUIRED);
	}
	return { member, state, guid: request.headers.get(GUID_HEADER), bearer: request.headers.get("Authorization") };
}
