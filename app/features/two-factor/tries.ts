import { PIN_TRIES } from "#app/contract/orange/two-factors";

/**
 * What the member is told of the wrong-code limit. `wrong` is how many codes this browser had
 * refused since the current one was sent; null when it cannot know (the code was sent elsewhere),
 * then the rule itself is told. The API's 400 does not say, so the count is ours (docs/contract.md).
 */
export function triesLeftMessage(wrong: number | null, waitSeconds = 0): string {
	if (wrong === null) return `認証コードを${PIN_TRIES}回続けて間違えると、その認証コードは使えなくなります。`;
	const left = PIN_TRIES - wrong;
	if (left <= 0) return lockedMessage(waitSeconds);
	return `あと${left}回間違えると、この認証コードは使えなくなります。`;
}

/**
 * The code is spent: one message, saying how to get a new one. While a resend must still wait, the
 * seconds are the resend line's alone (it counts down): a number here would stand still beside it.
 */
function lockedMessage(waitSeconds: number): string {
	const spent = "この認証コードは使えなくなりました。";
	if (waitSeconds <= 0) return `${spent}「認証コードを再送する」で新しい認証コードを受け取ってください。`;
	return `${spent}「認証コードを再送する」が押せるようになったら、新しい認証コードを受け取ってください。`;
}

/** Whether `wrong` refusals have spent the code (the API's own words then say the same: one is enough). */
export function isCodeSpent(wrong: number | null): boolean {
	return wrong !== null && wrong >= PIN_TRIES;
}
