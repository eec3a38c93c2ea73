/*
 * One key per form submission, sent upstream as `Idempotency-Key`: a resend of the same submission
 * (after an answer was lost) is answered with the first answer instead of being stored twice.
 */

/** The hidden field that carries the key from the form render to its post, and on to any resend. */
export const SUBMISSION_KEY_FIELD = "submissionKey";

const KEY_SHAPE = /^[A-Za-z0-9-]{16,64}$/;

export function newSubmissionKey(): string {
	return crypto.randomUUID();
}

/** The key a post carries, or a new one when it carries none (an older page) or a malformed one. */
export function submissionKeyOf(formData: FormData): string {
	const posted = formData.get(SUBMISSION_KEY_FIELD);
	return typeof posted === "string" && KEY_SHAPE.test(posted) ? posted : newSubmissionKey();
}
