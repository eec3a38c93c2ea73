import {
	activateUser,
	checkActivationToken,
	checkResetPasswordToken,
	forceUpdatePassword,
	requestPasswordReset,
	resetPassword,
	updatePassword,
} from "#app/contract/orange/passwords";
import { errorBody } from "../http";
import { MESSAGES } from "../messages";
import { isEmail, passwordProblems } from "../rules";
import { DEMO_ACTIVATION_TOKEN, DEMO_RESET_MEMBER_ID, DEMO_RESET_TOKEN } from "../seed-tokens";
import { deliver, memberState, mockState, randomToken } from "../state";
import { type OrangeServe, unprocessable } from "./shared";

type TokenCheck = { ok: true; memberId: number | null } | { ok: false; response: Response };

function checkResetToken(token: string): TokenCheck {
	if (token === DEMO_RESET_TOKEN) return { ok: true, memberId: DEMO_RESET_MEMBER_ID };
	const issued = mockState().resetTokens.get(token);
	if (!issued) return { ok: false, response: errorBody(404, [MESSAGES.invalidUrl]) };
	if (issued.used) return { ok: false, response: errorBody(410, [MESSAGES.usedUrl]) };
	return { ok: true, memberId: issued.memberId };
}

function checkActivation(token: string): TokenCheck {
	return token === DEMO_ACTIVATION_TOKEN
		? { ok: true, memberId: null }
		: { ok: false, response: errorBody(404, [MESSAGES.invalidUrl]) };
}

export function servePasswords(serve: OrangeServe): void {
	serve(updatePassword, ({ auth, body }) => {
		if (body.currentPassword !== auth.state.password) return unprocessable([MESSAGES.wrongCurrentPassword]);
		const problems = passwordProblems(body.password, body.passwordConfirmation, auth.state.password);
		if (problems.length > 0) return unprocessable(problems);
		auth.state.password = body.password;
		return {};
	});

	serve(forceUpdatePassword, ({ auth, body }) => {
		if (body.currentPassword !== auth.state.password) return unprocessable([MESSAGES.wrongCurrentPassword]);
		const problems = passwordProblems(body.password, body.passwordConfirmation, auth.state.password);
		if (problems.length > 0) return unprocessable(problems);
		auth.state.password = body.password;
		auth.state.securePassword = true;
		return {};
	});

	serve(checkActivationToken, ({ params }) => {
		const check = checkActivation(params.activationToken);
		return check.ok ? {} : check.response;
	});

	serve(activateUser, ({ body }) => {
		const check = checkActivation(body.activationToken);
		if (!check.ok) return check.response;
		const problems = passwordProblems(body.password, body.passwordConfirmation);
		return problems.length > 0 ? unprocessable(problems) : {};
	});

	serve(requestPasswordReset, ({ body }) => {
		if (!isEmail(body.email)) return unprocessable([MESSAGES.invalidEmail]);
		const state = mockState();
		const memberId = [...state.members].find(([, member]) => member.email === body.email)?.[0];
		// Unknown addresses get the same 204: the call must not reveal who is a member.
		if (memberId !== undefined) {
			const token = randomToken("reset-");
			state.resetTokens.set(token, { memberId, used: false });
			deliver({
				channel: "email",
				to: body.email,
				subject: "パスワード再設定のご案内",
				body: `/users/password/reset/${token}`,
			});
		}
		return {};
	});

	serve(checkResetPasswordToken, ({ params }) => {
		const check = checkResetToken(params.resetPasswordToken);
		return check.ok ? {} : check.response;
	});

	serve(resetPassword, ({ body }) => {
		const check = checkResetToken(body.resetPasswordToken);
		if (!check.ok) return check.response;
		const problems = passwordProblems(body.password, body.passwordConfirmation);
		if (problems.length > 0) return unprocessable(problems);
		if (check.memberId !== null) memberState(check.memberId).password = body.password;
		const issued = mockState().resetTokens.get(body.resetPasswordToken);
		if (issued) issued.used = true;
		return {};
	});
}
