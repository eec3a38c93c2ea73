import { DurableObject } from "cloudflare:workers";
import {
	ended,
	listed,
	passed,
	pruned,
	recorded,
	type SecondFactor,
	type SignInRow,
	type Standing,
	signedOut,
	touched,
} from "#app/session/sign-in-registry";
import type { SignInRegistry as Registry } from "#app/session/sign-ins.server";

const ROWS = "sign-ins";

/**
 * One object per member (SQLite-backed storage): their sign-ins as rows, under the rules of
 * app/session/sign-in-registry.ts. The input gate runs one call at a time, so two browsers told
 * about the same ended sign-in get `ended` once. An alarm at the last row's end forgets the member.
 */
export class SignInRegistry extends DurableObject {
	async record(row: SignInRow, now: number): Promise<void> {
		await this.#write(recorded(await this.#rows(), row, now));
	}

	async touch(key: string, seen: SignInRow, now: number): Promise<Standing> {
		const rows = await this.#rows();
		const next = touched(rows, key, seen, now);
		// Seen again within the minute: nothing is written.
		if (next.rows !== rows) await this.#write([...next.rows]);
		return next.standing;
	}

	async signedOut(key: string, now: number): Promise<void> {
		await this.#write(signedOut(await this.#rows(), key, now));
	}

	async passed(key: string, secondFactor: SecondFactor, trusted: boolean, now: number): Promise<void> {
		await this.#write(passed(await this.#rows(), key, secondFactor, trusted, now));
	}

	async list(now: number): Promise<{ signIns: SignInRow[]; history: SignInRow[] }> {
		return listed(await this.#rows(), now);
	}

	async end(which: { only: string } | "others", keep: string, now: number): Promise<number> {
		const next = ended(await this.#rows(), which, keep, now);
		await this.#write(next.rows);
		return next.count;
	}

	/** Every sign-in of the member gone (the mock's reset of a demo member, default env only). */
	async forget(): Promise<void> {
		await this.ctx.storage.deleteAll();
	}

	override async alarm(): Promise<void> {
		await this.#write(pruned(await this.#rows(), Date.now()));
	}

	async #rows(): Promise<SignInRow[]> {
		// Stryker disable next-line ArrayDeclaration: equivalent, every rule drops a row without an end first, so a stray row in place of the empty list is never kept or shown.
		return (await this.ctx.storage.get<SignInRow[]>(ROWS)) ?? [];
	}

	async #write(rows: SignInRow[]): Promise<void> {
		if (rows.length === 0) {
			await this.ctx.storage.deleteAll();
			return;
		}
		await this.ctx.storage.put(ROWS, rows);
		await this.ctx.storage.setAlarm(Math.max(...rows.map((row) => row.endsAt)));
	}
}

type RegistryNamespace = {
	idFromName(name: string): unknown;
	get(id: unknown): Pick<SignInRegistry, "record" | "touch" | "signedOut" | "passed" | "list" | "end">;
};

/** The registry behind the `SIGN_IN_REGISTRY` binding, or null where none is bound. */
export function signInRegistryOf(env: Record<string, unknown>): Registry | null {
	const namespace = env.SIGN_IN_REGISTRY as RegistryNamespace | undefined;
	if (!namespace) return null;
	const of = (sub: string) => namespace.get(namespace.idFromName(sub));
	return {
		record: (sub, row, now) => of(sub).record(row, now),
		touch: (sub, key, seen, now) => of(sub).touch(key, seen, now),
		signedOut: (sub, key, now) => of(sub).signedOut(key, now),
		passed: (sub, key, secondFactor, trusted, now) => of(sub).passed(key, secondFactor, trusted, now),
		list: (sub, now) => of(sub).list(now),
		// A lost answer is asked again with the same request: ending is idempotent.
		end: (sub, which, keep, now) =>
			of(sub)
				.end(which, keep, now)
				.catch(() => of(sub).end(which, keep, now)),
	};
}
