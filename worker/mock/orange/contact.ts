import {
	type ContactPayload,
	createContact,
	createPublicContact,
	type PublicContactPayload,
} from "#app/contract/orange/contact";
import { demoCalendar } from "../calendar";
import { MESSAGES } from "../messages";
import { CONTACT_BODY_MAX, isEmail, isKatakanaName } from "../rules";
import { jstNow, mockState, nextId } from "../state";
import { type OrangeClock, type OrangeServe, unprocessable } from "./shared";

function contactProblems(payload: ContactPayload): string[] {
	const body = payload.body.trim();
	if (!body) return [MESSAGES.contactBodyRequired];
	return body.length > CONTACT_BODY_MAX ? [MESSAGES.contactBodyTooLong] : [];
}

function publicContactProblems(payload: PublicContactPayload): string[] {
	const problems: string[] = [];
	if (!payload.name.trim()) problems.push(MESSAGES.nameRequired);
	if (!isKatakanaName(payload.nameKana.trim())) problems.push(MESSAGES.nameKanaInvalid);
	if (!isEmail(payload.email)) problems.push(MESSAGES.invalidEmail);
	return [...problems, ...contactProblems(payload)];
}

export function serveContact(serve: OrangeServe, now: OrangeClock): void {
	serve(createContact, ({ auth, body }) => {
		const problems = contactProblems(body);
		if (problems.length > 0) return unprocessable(problems);
		const receipt = { id: nextId(), receivedAt: jstNow(demoCalendar().at(now())) };
		mockState().contacts.push({ ...receipt, memberId: auth.member.id, subject: body.subject, body: body.body });
		return { data: receipt };
	});

	serve(createPublicContact, ({ body }) => {
		const problems = publicContactProblems(body);
		if (problems.length > 0) return unprocessable(problems);
		const receipt = { id: nextId(), receivedAt: jstNow(demoCalendar().at(now())) };
		mockState().contacts.push({
			...receipt,
			memberId: null,
			subject: body.subject,
			body: body.body,
			sender: { name: body.name, nameKana: body.nameKana, email: body.email },
		});
		return { data: receipt };
	});
}
