import { Hono } from "hono";
import { GUID_HEADER, PIN_CODE_HEADER } from "#app/contract/error-codes";
import { createContact, createPublicContact } from "#app/contract/orange/contact";
import { getCurrentUser, getCurrentUserDetail } from "#app/contract/orange/current-user";
import { getHealthSupport, listHealthSupports } from "#app/contract/orange/health-supports";
import { getNews, listNews, NEWS_PAGE_SIZE } from "#app/contract/orange/news";
import {
	activateUser,
	checkActivationToken,
	checkResetPasswordToken,
	forceUpdatePassword,
	requestPasswordReset,
	resetPassword,
	updatePassword,
} from "#app/contract/orange/passwords";
import { answerQuestionnaire, getNewQuestionnaire } from "#app/contract/orange/questionnaire";
import { saveRecipeSetting } from "#app/contract/orange/recipe-settings";
import {
	countTrustedBrowsers,
	deleteTrustedBrowsers,
	sendPinCodeEmail,
	sendPinCodeSms,
	verifyTwoFactor,
} from "#app/contract/orange/two-factors";
import { errorBody, NOT_FOUND_MESSAGE } from "./http";
import { MOCK_PIN, MOCK_PIN_LOCKOUT } from "./members";
import { MESSAGES } from "./messages";
import { contactProblems, publicContactProblems } from "./orange-contact";
import { type OrangeCaller, orangeGuard } from "./orange-guard";
import { questionnaireProblems } from "./orange-questionnaire";
import { createRouter, type MockOptions } from "./route";
import { isEmail, passwordProblems } from "./rules";
import { HEALTH_SUPPORTS } from "./seed-health-supports";
import { MEMBER_PROFILES, seriesFor } from "./seed-members";
import { NEWS } from "./seed-news";
import { QUESTIONNAIRES } from "./seed-questionnaires";
import { DEMO_ACTIVATION_TOKEN, DEMO_RESET_MEMBER_ID, DEMO_RESET_TOKEN } from "./seed-tokens";
import { deliver, jstNow, memberState, mockState, nextId, randomToken } from "./state";

/** The mock's resend limit (docs/decisions/006-api-contract.md): one code per 30 seconds, whichever channel. */
const PIN_RESEND_INTERVAL_MS = 30_000;
/** How long a recipe setting runs before it becomes `expired`. */
const RECIPE_SETTING_MONTHS = 6;
/** How long the mock lets a portal share a news answer among members. */
const NEWS_SHARED_SECONDS = 60;

function profileOf(caller: OrangeCaller) {
	const profile = MEMBER_PROFILES[caller.member.id];
	if (!profile) throw new Error(`no profile for demo member ${caller.member.id}`);
	return profile;
}

function unprocessable(errors: string[]): Response {
	return errorBody(422, errors);
}

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

/** The mock main API, serving `/api/orange/v1/...`; every call of the contract. */
export function createOrangeMock(options: MockOptions = {}): Hono {
	const app = new Hono();
	const now = options.now ?? Date.now;
	const serve = createRouter(app, orangeGuard, options);

	serve(getCurrentUser, ({ auth }) => ({
		data: {
			id: auth.member.id,
			name: auth.member.name,
			nameKana: auth.member.nameKana,
			email: auth.state.email,
			mobilePhoneNumber: auth.member.mobilePhoneNumber,
			feature: { securePassword: auth.state.securePassword },
		},
	}));

	serve(getCurrentUserDetail, ({ auth }) => {
		const profile = profileOf(auth);
		return {
			data: {
				id: auth.member.id,
				kenpoUserId: profile.kenpoUserId,
				kigou: profile.kigou,
				number: profile.number,
				birthDate: profile.birthDate,
				address: auth.state.address,
				phoneNumber: auth.state.phoneNumber,
				recipeSetting: auth.state.recipeSetting,
				specificHealthGuidance: profile.specificHealthGuidance,
				...seriesFor(profile),
			},
		};
	});

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

	serve(listHealthSupports, ({ auth, query }) => {
		// Another member's insurer record is not this member's business.
		if (query.kenpoUserId !== undefined && query.kenpoUserId !== profileOf(auth).kenpoUserId) {
			return errorBody(404, [NOT_FOUND_MESSAGE]);
		}
		return { data: { items: [...HEALTH_SUPPORTS] } };
	});

	serve(getHealthSupport, ({ params }) => {
		const article = HEALTH_SUPPORTS.find((item) => item.id === params.id);
		return article ? { data: article } : errorBody(404, [MESSAGES.healthSupportNotFound]);
	});

	// The insurer's news is the same for every member (the seed has no per-member item): said so, a minute.
	serve(
		listNews,
		({ query }) => {
			const page = query.page ?? 1;
			const start = (page - 1) * NEWS_PAGE_SIZE;
			return {
				data: {
					items: NEWS.slice(start, start + NEWS_PAGE_SIZE),
					page,
					totalPages: Math.ceil(NEWS.length / NEWS_PAGE_SIZE),
					totalCount: NEWS.length,
				},
			};
		},
		{ sameForEveryMemberSeconds: NEWS_SHARED_SECONDS },
	);

	serve(
		getNews,
		({ params }) => {
			const item = NEWS.find((news) => news.id === params.newsId);
			return item ? { data: item } : errorBody(404, [MESSAGES.newsNotFound]);
		},
		{ sameForEveryMemberSeconds: NEWS_SHARED_SECONDS },
	);

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

	serve(getNewQuestionnaire, ({ auth, query }) => {
		const questionnaire = QUESTIONNAIRES.find((item) => item.id === query.id);
		if (!questionnaire) return errorBody(404, [MESSAGES.questionnaireNotFound]);
		const answered = auth.state.answers.get(questionnaire.id);
		return { data: { ...questionnaire, answeredAt: answered?.answeredAt ?? null } };
	});

	serve(answerQuestionnaire, ({ auth, body }) => {
		const questionnaire = QUESTIONNAIRES.find((item) => item.id === body.questionnaireId);
		if (!questionnaire) return errorBody(404, [MESSAGES.questionnaireNotFound]);
		if (auth.state.answers.has(questionnaire.id)) return unprocessable([MESSAGES.alreadyAnswered]);
		const problems = questionnaireProblems(questionnaire, body.answers);
		if (problems.length > 0) return unprocessable(problems);
		const stored = { id: nextId(), answeredAt: jstNow(now()), answers: body.answers };
		auth.state.answers.set(questionnaire.id, stored);
		return { data: { id: stored.id, questionnaireId: questionnaire.id, answeredAt: stored.answeredAt } };
	});

	serve(saveRecipeSetting, ({ auth, body }) => {
		const updatedAt = jstNow(now());
		const expires = new Date(now());
		expires.setUTCMonth(expires.getUTCMonth() + RECIPE_SETTING_MONTHS);
		auth.state.recipeSetting = {
			type: body.type,
			updatedAt,
			expiresOn: body.type === "none" ? null : expires.toISOString().slice(0, 10),
		};
		return { data: auth.state.recipeSetting };
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

	serve(createContact, ({ auth, body }) => {
		const problems = contactProblems(body);
		if (problems.length > 0) return unprocessable(problems);
		const receipt = { id: nextId(), receivedAt: jstNow(now()) };
		mockState().contacts.push({ ...receipt, memberId: auth.member.id, subject: body.subject, body: body.body });
		return { data: receipt };
	});

	serve(createPublicContact, ({ body }) => {
		const problems = publicContactProblems(body);
		if (problems.length > 0) return unprocessable(problems);
		const receipt = { id: nextId(), receivedAt: jstNow(now()) };
		mockState().contacts.push({
			...receipt,
			memberId: null,
			subject: body.subject,
			body: body.body,
			sender: { name: body.name, nameKana: body.nameKana, email: body.email },
		});
		return { data: receipt };
	});

	app.notFound(() => errorBody(404, [NOT_FOUND_MESSAGE]));
	app.onError((error) => {
		console.error("[mock orange]", error);
		return errorBody(500, ["サーバーでエラーが発生しました"]);
	});
	return app;
}

export const orangeMock = createOrangeMock();
