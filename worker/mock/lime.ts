import { Hono } from "hono";
import type { CallDefinition } from "#app/contract/define";
import { checkEmailChange, confirmEmailChange, requestEmailChange } from "#app/contract/lime/change-emails";
import {
	type CreateContactDetailPayload,
	confirmContactDetail,
	createContactDetail,
	getNewContactDetail,
} from "#app/contract/lime/contact-detail";
import { authenticate, checkUrlToken } from "#app/contract/lime/users";
import { errorFields, log } from "#app/lib/logging/log-line";
import { errorBody, NOT_FOUND_MESSAGE } from "./http";
import { findMember } from "./members";
import { MESSAGES } from "./messages";
import { createRouter, type MockOptions } from "./route";
import { contactDetailProblems, isEmail, normaliseKana } from "./rules";
import { MEMBER_PROFILES } from "./seed-members";
import { DEMO_CHANGE_EMAIL } from "./seed-tokens";
import { deliver, type LinkState, memberState, mockState, randomToken } from "./state";

/** The link a lime access token was issued for. */
type LimeCaller = { link: LinkState };

function limeGuard(request: Request, _definition: CallDefinition): LimeCaller | Response {
	const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "");
	const state = mockState();
	const urlToken = match?.[1] ? state.limeAccessTokens.get(match[1]) : undefined;
	const link = urlToken ? state.links.get(urlToken) : undefined;
	return link ? { link } : errorBody(401, [MESSAGES.limeUnauthenticated]);
}

/** Unknown links count as invalid ones: the screens answer both with "無効なURLです" (docs/status-rules.md). */
function linkOrGone(urlToken: string): LinkState | Response {
	return mockState().links.get(urlToken) ?? errorBody(410, [MESSAGES.expiredLink]);
}

function validateContactDetail(link: LinkState, payload: CreateContactDetailPayload): Response | undefined {
	const problems = contactDetailProblems(payload, link.addressRequired);
	const messages = Object.values(problems).flat();
	return messages.length > 0 ? errorBody(422, messages, undefined, problems) : undefined;
}

/** The mock contact-detail API, serving `/api/lime/v1/...`; every call of the contract. */
function createLimeMock(options: MockOptions = {}): Hono {
	const app = new Hono();
	const serve = createRouter(app, limeGuard, options);

	serve(checkUrlToken, ({ params }) => {
		const link = linkOrGone(params.urlToken);
		return link instanceof Response ? link : {};
	});

	serve(authenticate, ({ body }) => {
		const link = linkOrGone(body.urlToken);
		if (link instanceof Response) return link;
		const member = findMember(link.memberId);
		const profile = MEMBER_PROFILES[link.memberId];
		const matches =
			member &&
			profile &&
			profile.birthDate === body.birthDate &&
			normaliseKana(member.nameKana) === normaliseKana(body.nameKana) &&
			profile.kigou === body.kigou.normalize("NFKC").trim() &&
			profile.number === body.number.normalize("NFKC").trim();
		if (!matches) return errorBody(400, [MESSAGES.limeMismatch]);
		const accessToken = randomToken("lime-at-");
		mockState().limeAccessTokens.set(accessToken, link.urlToken);
		return { data: { accessToken } };
	});

	serve(getNewContactDetail, ({ auth }) => ({
		data: { email: memberState(auth.link.memberId).email, addressRequired: auth.link.addressRequired },
	}));

	serve(confirmContactDetail, ({ auth, body }) => validateContactDetail(auth.link, body) ?? {});

	serve(createContactDetail, ({ auth, body }) => {
		const invalid = validateContactDetail(auth.link, body);
		if (invalid) return invalid;
		auth.link.contactDetail = body;
		// What the member sent becomes what the insurer has on file.
		const member = memberState(auth.link.memberId);
		member.phoneNumber = body.phoneNumber.replace(/-/g, "");
		if (body.prefecture && body.city && body.street) {
			member.address = {
				postalCode: `${body.postalCodeFirst}-${body.postalCodeSecond}`,
				prefecture: body.prefecture,
				city: body.city,
				street: body.street,
				building: body.building || null,
			};
		}
		return {};
	});

	serve(requestEmailChange, ({ auth, body }) => {
		// The token acts for its own link only.
		if (body.urlToken !== auth.link.urlToken) return errorBody(401, [MESSAGES.limeUnauthenticated]);
		if (!isEmail(body.email)) return errorBody(422, [MESSAGES.invalidEmail]);
		if (body.email === memberState(auth.link.memberId).email) return errorBody(422, [MESSAGES.sameEmail]);
		const token = randomToken("chg-");
		const changes = mockState().emailChanges;
		// A new request replaces the link's earlier ones not yet applied: only the newest mail's link works.
		for (const [other, change] of changes) if (change.urlToken === body.urlToken && !change.used) changes.delete(other);
		changes.set(token, { urlToken: body.urlToken, email: body.email, used: false, reusable: false });
		deliver({
			channel: "email",
			to: body.email,
			subject: "メールアドレス変更の確認",
			body: `/contact_detail_form/${body.urlToken}/change_email/${token}`,
		});
		return {};
	});

	/** The change a link stands for, or the refusal its link gets (404 unknown or replaced, 410 link expired). */
	function emailChangeOf(changeEmailToken: string, urlToken: string) {
		const state = mockState();
		const change =
			changeEmailToken === DEMO_CHANGE_EMAIL.token
				? { urlToken: DEMO_CHANGE_EMAIL.urlToken, email: DEMO_CHANGE_EMAIL.email, used: false, reusable: true }
				: state.emailChanges.get(changeEmailToken);
		if (!change || change.urlToken !== urlToken) return { refused: errorBody(404, [MESSAGES.invalidUrl]) };
		const link = state.links.get(change.urlToken);
		if (!link) return { refused: errorBody(410, [MESSAGES.expiredLink]) };
		const result = {
			urlToken: link.urlToken,
			contactDetailReceived: link.contactDetail !== null,
			returnToApp: link.returnToApp,
			email: change.email,
			alreadyApplied: change.used,
		};
		return { change, link, result };
	}

	serve(checkEmailChange, ({ params, query }) => {
		const found = emailChangeOf(params.changeEmailToken, query.urlToken);
		return found.refused ?? { data: found.result };
	});

	serve(confirmEmailChange, ({ params, query }) => {
		const found = emailChangeOf(params.changeEmailToken, query.urlToken);
		if (found.refused) return found.refused;
		const { change, link, result } = found;
		// Opened again once applied: the result again, nothing changed (a later change is not undone).
		if (!result.alreadyApplied) memberState(link.memberId).email = change.email;
		if (!change.reusable) change.used = true;
		return { data: result };
	});

	app.notFound(() => errorBody(404, [NOT_FOUND_MESSAGE]));
	app.onError((error) => {
		log("error", "[mock lime] failed", errorFields(error));
		return errorBody(500, ["サーバーでエラーが発生しました"]);
	});
	return app;
}

export const limeMock = createLimeMock();
