import { DurableObject } from "cloudflare:workers";
import { OAUTH_TRANSACTION_MAX_AGE } from "#app/session/cookies.server";
import type { StateLedger } from "#app/session/state-ledger.server";

/** Kept a little longer than a transaction lives: a state is refused by its age after that anyway. */
const FORGET_AFTER_MS = (OAUTH_TRANSACTION_MAX_AGE + 60) * 1000;

/** One object per OAuth state: its input gate answers two callbacks in turn, so exactly one gets `true`. */
export class OAuthStateLedger extends DurableObject {
	async consume(): Promise<boolean> {
		if (await this.ctx.storage.get<boolean>("used")) return false;
		await this.ctx.storage.put("used", true);
		await this.ctx.storage.setAlarm(Date.now() + FORGET_AFTER_MS);
		return true;
	}

	override async alarm(): Promise<void> {
		await this.ctx.storage.deleteAll();
	}
}

type LedgerNamespace = {
	idFromName(name: string): unknown;
	get(id: unknown): { consume(): Promise<boolean> };
};

/** The ledger behind the `OAUTH_STATES` binding (declared for every env in wrangler.toml). */
export function stateLedgerOf(env: Record<string, unknown>): StateLedger {
	const namespace = env.OAUTH_STATES as LedgerNamespace | undefined;
	if (!namespace) throw new Error("the OAUTH_STATES Durable Object binding is missing (wrangler.toml)");
	return { consume: (state) => namespace.get(namespace.idFromName(state)).consume() };
}
