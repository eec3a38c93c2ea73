import { GUID_HEADER, PIN_CODE_HEADER } from "#app/contract/error-codes";
import {
	countTrustedBrowsers,
	deleteTrustedBrowsers,
	sendPinCodeEmail,
	sendPinCodeSms,
	verifyTwoFactor,
} from "#app/contract/orange/two-factors";
import { errorBody } from "../http";
import { MOCK_PIN, MOCK_PIN_LOCKOUT } from "../members";
import { MESSAGES } from "../messages";
import { deliver, randomToken } from "../state";
import type { OrangeCaller } from "./guard";
import { type OrangeClock, type OrangeServe, unprocessable } from "./shared";

/** The mock's resend limit (docs/decisions/006-api-contract.md): one code per 30 seconds, whichever channel. */
const PIN_RESEND_INTERVAL_MS = 30_000;

export function serveTwoFactors(serve: OrangeServe, now: OrangeClock): void {
	serve(verifyTwoFactor, ({ auth, body }) => {
		// Like the real API: after MOCK_PIN_LOCKOUT wrong codes the current one is dead until a new one is sent.
		if (auth.state.wrongPins >= MOCK_PIN_LOCKOUT) return errorBody(400, [MESSAGES.pinLocked]);
		if (body.pinCode.trim() !== MOCK_PIN) {
			auth.state.wrongPins += 1;
			return errorBody(400, [MESSAGES.wrongPin]);
		}
		auth.state.wrongPins = 0;
		// A browser keeps its guid across sign-ins (docs/status-rules.md); only the pin code is new.
		const guid = auth.guid && /^[A-Za-z0-9-]{1,64}$/.test(auth.guid) ? auth.guid : crypto.randomUUID();
		const pinCode = randomToken("");
		auth.state.trustedBrowsers.set(guid, pinCode);
		return { headers: { [PIN_CODE_HEADER]: pinCode, [GUID_HEADER]: guid } };
	});

	serve(countTrustedBrowsers, ({ auth }) => ({
		data: { countTrustedBrowsers: auth.state.trustedBrowsers.size },
	}));

	serve(deleteTrustedBrowsers, ({ auth }) => {
		auth.state.trustedBrowsers.clear();
		return {};
	});

	function sendPin(caller: OrangeCaller, channel: "email" | "sms"): Response | Record<string, never> {
		const at = now();
		const last = caller.state.lastPinSentTo === caller.bearer ? caller.state.lastPinSentAt : null;
		if (last !== null && at - last < PIN_RESEND_INTERVAL_MS) return errorBody(429, [MESSAGES.pinResendTooSoon]);
		const to = channel === "sms" ? caller.member.mobilePhoneNumber : caller.state.email;
		if (!to) return unprocessable([MESSAGES.noMobilePhone]);
		caller.state.lastPinSentAt = at;
		caller.state.wrongPins = 0;
		caller.state.lastPinSentTo = caller.bearer;
		deliver({ channel, to, subject: "認証コード", body: `認証コード: ${MOCK_PIN}` });
		return {};
	}

	serve(sendPinCodeEmail, ({ auth }) => sendPin(auth, "email"));
	serve(sendPinCodeSms, ({ auth }) => sendPin(auth, "sms"));
}
