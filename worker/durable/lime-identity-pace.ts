import { DurableObject } from "cloudflare:workers";
import { type PaceRecord, paceTry } from "#app/lib/security/identity-pace";
import type { IdentityPace } from "#app/request/identity-pace.server";

/** A link's count is forgotten an hour after its last try. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

/** One object per contact-detail link: its input gate counts racing tries in turn (decision 046). */
export class LimeIdentityPace extends DurableObject {
	async attempt(freeTries: number): Promise<number> {
		const now = Date.now();
		const { waitSeconds, record } = paceTry(await this.ctx.storage.get<PaceRecord>("pace"), now, freeTries);
		if (waitSeconds > 0) return waitSeconds;
		await this.ctx.storage.put("pace", record);
		await this.ctx.storage.setAlarm(now + FORGET_AFTER_MS);
		return 0;
	}

	async passed(): Promise<void> {
		await this.ctx.storage.deleteAll();
	}

	override async alarm(): Promise<void> {
		await this.ctx.storage.deleteAll();
	}
}

type PaceNamespace = {
	idFromName(name: string): unknown;
	get(id: unknown): { attempt(freeTries: number): Promise<number>; passed(): Promise<void> };
};

/** The pace behind the `LIME_IDENTITY_PACE` binding (declared for every env in wrangler.toml). */
export function identityPaceOf(env: Record<string, unknown>): IdentityPace {
	const namespace = env.LIME_IDENTITY_PACE as PaceNamespace | undefined;
	if (!namespace) throw new Error("the LIME_IDENTITY_PACE Durable Object binding is missing (wrangler.toml)");
	const of = (urlToken: string) => namespace.get(namespace.idFromName(urlToken));
	return {
		attempt: (urlToken, freeTries) => of(urlToken).attempt(freeTries),
		passed: (urlToken) => of(urlToken).passed(),
	};
}
