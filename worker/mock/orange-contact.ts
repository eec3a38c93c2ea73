import type { ContactPayload, PublicContactPayload } from "#app/contract/orange/contact";
import { MESSAGES } from "./messages";
import { CONTACT_BODY_MAX, isEmail, isKatakanaName } from "./rules";

export function contactProblems(payload: ContactPayload): string[] {
	const body = payload.body.trim();
	if (!body) return [MESSAGES.contactBodyRequired];
	return body.length > CONTACT_BODY_MAX ? [MESSAGES.contactBodyTooLong] : [];
}

export function publicContactProblems(payload: PublicContactPayload): string[] {
	const problems: string[] = [];
	if (!payload.name.trim()) problems.push(MESSAGES.nameRequired);
	if (!isKatakanaName(payload.nameKana.trim())) problems.push(MESSAGES.nameKanaInvalid);
	if (!isEmail(payload.email)) problems.push(MESSAGES.invalidEmail);
	return [...problems, ...contactProblems(payload)];
}
