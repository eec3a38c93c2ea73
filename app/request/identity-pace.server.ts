import { createContext, type RouterContextProvider } from "react-router";
import { waitInJapanese } from "#app/lib/security/identity-pace";
import { configContext } from "./context.server";

/** Where each contact-detail link's identity tries are counted: one Durable Object per link, across isolates. */
export type IdentityPace = {
	/** Counts a try of the link, or answers how many seconds it must wait first (0: go ahead). */
	attempt(urlToken: string, freeTries: number): Promise<number>;
	/** The link's member identified: its count starts again. */
	passed(urlToken: string): Promise<void>;
};

/** Set by the worker for every request; a test world without it checks every try at once. */
export const identityPaceContext = createContext<IdentityPace | null>(null);

type Context = Readonly<RouterContextProvider>;

/** What the member reads above the form, the input kept: how long to wait, and that nothing is wrong with the link. */
export function identityPacedMessage(waitSeconds: number): string {
	return `入力内容がご登録内容と続けて一致しなかったため、確認を少しお待ちいただいています。あと${waitInJapanese(waitSeconds)}ほど待ってから、もう一度「本人確認する」を押してください（入力内容はそのまま残っています）。`;
}

/** Seconds this try of the link must wait (0: it is counted and may go on). */
export function identityTryWait(context: Context, urlToken: string): Promise<number> {
	const pace = context.get(identityPaceContext);
	if (!pace) return Promise.resolve(0);
	return pace.attempt(urlToken, context.get(configContext).LIME_IDENTITY_FREE_TRIES);
}

/** The link's member identified: their next visit starts with free tries again. */
export async function identityPassed(context: Context, urlToken: string): Promise<void> {
	await context.get(identityPaceContext)?.passed(urlToken);
}
