import { PIN_TRIES } from "#app/contract/orange/two-factors";

/**
 * What the member is told of the wrong-code limit. `wrong` is how many codes this browser had
 * refused since the current one was sent; null when it cannot know (the code was sent elsewhere),
 * then the rule itself is told. The API's 400 does not say, so the count is ours (docs/contract.md).
 */
export function triesLeftMessage(wrong: number | null): string {
	if (wrong === null) return `認証コードを${PIN_TRIES}回続けて間違えると、その認証コードは使えなくなります。`;
	const left = PIN_TRIES - wrong;
	if (left <= 0)
		return "この認証コードは使えなくなりました。「認証コードを再送する」で新しい認証コードを受け取ってください。";
	return `あと${left}回間違えると、この認証コードは使えなくなります。`;
}
