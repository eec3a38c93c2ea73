import type * as z from "zod";
import { type LOCAL_HTTP_PREFIX, SECURE_PREFIX } from "./cookie-names";
import { seal, unseal } from "./sealed.server";

/** Browsers cap a cookie at 4096 bytes including its name and attributes. */
const CHUNK_SIZE = 3800;
const MAX_CHUNKS = 5;

type SealedCookieSpec<S extends z.ZodType> = {
	/**
	 * `__Host-` prefixed: Secure, Path=/, no Domain — bound to this exact origin. `local-` only in the
	 * development cookie mode, without Secure (./cookie-names.ts).
	 */
	name: `${typeof SECURE_PREFIX | typeof LOCAL_HTTP_PREFIX}${string}`;
	/** HKDF purpose: distinct keys per cookie kind. */
	purpose: string;
	schema: S;
	/** Seconds from each write; absent (and no `expiresAt`) = browser-session cookie. */
	maxAge?: number;
	/** A fixed end (seconds since the epoch) the value itself names, instead of `maxAge` from each write. */
	expiresAt?: (value: z.output<S>) => number | undefined;
};

/** The value's end sealed inside it and checked on every read: Max-Age is only a hint a client may ignore. */
const EXPIRY_KEY = "_exp";

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function parseCookieHeader(header: string | null): Map<string, string> {
	const cookies = new Map<string, string>();
	for (const part of (header ?? "").split(";")) {
		const index = part.indexOf("=");
		if (index <= 0) continue;
		const name = part.slice(0, index).trim();
		if (!cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
	}
	return cookies;
}

function chunkName(name: string, index: number): string {
	return index === 0 ? name : `${name}.${index}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

function serialize(name: string, value: string, maxAge: number | undefined): string {
	const attributes = name.startsWith(SECURE_PREFIX)
		? ["Path=/", "Secure", "HttpOnly", "SameSite=Lax"]
		: ["Path=/", "HttpOnly", "SameSite=Lax"];
	if (maxAge !== undefined) attributes.push(`Max-Age=${maxAge}`);
	return `${name}=${value}; ${attributes.join("; ")}`;
}

/** One sealed cookie: read once, changed through `set`/`clear`, written back once by the worker. */
export class SealedCookie<S extends z.ZodType> {
	#value: z.output<S> | null = null;
	#dirty = false;
	#chunksRead = 0;

	constructor(
		readonly spec: SealedCookieSpec<S>,
		private readonly secrets: readonly string[],
	) {}

	async load(cookies: Map<string, string>): Promise<this> {
		const parts: string[] = [];
		for (let index = 0; index < MAX_CHUNKS; index++) {
			const part = cookies.get(chunkName(this.spec.name, index));
			if (part === undefined) break;
			parts.push(part);
		}
		this.#chunksRead = parts.length;
		if (parts.length === 0) return this;
		const plaintext = await unseal(parts.join(""), { secrets: this.secrets, ...this.spec });
		if (plaintext === null) {
			// Tampered or from a retired secret: treat as absent and drop it from the browser.
			this.#dirty = this.#chunksRead > 0;
			return this;
		}
		try {
			const json: unknown = JSON.parse(plaintext);
			const sealedEnd = isObject(json) ? json[EXPIRY_KEY] : undefined;
			const parsed = this.spec.schema.safeParse(json);
			const end = parsed.success ? (this.spec.expiresAt?.(parsed.data) ?? sealedEnd) : undefined;
			// Past its end: as good as absent, and deleted from the browser.
			if (parsed.success && !(typeof end === "number" && end <= nowSeconds())) this.#value = parsed.data;
			else this.#dirty = true;
		} catch {
			this.#dirty = true;
		}
		return this;
	}

	/** The end of the value being written: its own, or `maxAge` from now. */
	#endOf(value: z.output<S>, now: number): number | undefined {
		const fixed = this.spec.expiresAt?.(value);
		if (fixed !== undefined) return fixed;
		return this.spec.maxAge === undefined ? undefined : now + this.spec.maxAge;
	}

	get value(): z.output<S> | null {
		return this.#value;
	}

	get dirty(): boolean {
		return this.#dirty;
	}

	set(value: z.output<S>): void {
		this.#value = value;
		this.#dirty = true;
	}

	clear(): void {
		this.#dirty = this.#dirty || this.#value !== null || this.#chunksRead > 0;
		this.#value = null;
	}

	/** Set-Cookie lines for the change, including removal of chunks no longer used. */
	async toSetCookies(): Promise<string[]> {
		if (!this.#dirty) return [];
		const lines: string[] = [];
		let written = 0;
		if (this.#value !== null) {
			const now = nowSeconds();
			const end = this.#endOf(this.#value, now);
			const plaintext = end === undefined ? this.#value : { ...this.#value, [EXPIRY_KEY]: end };
			const sealed = await seal(JSON.stringify(plaintext), { secrets: this.secrets, ...this.spec });
			if (sealed.length > CHUNK_SIZE * MAX_CHUNKS) throw new Error(`${this.spec.name} is too large to store`);
			const maxAge = end === undefined ? undefined : Math.max(0, end - now);
			for (let offset = 0; offset < sealed.length; offset += CHUNK_SIZE, written++) {
				lines.push(serialize(chunkName(this.spec.name, written), sealed.slice(offset, offset + CHUNK_SIZE), maxAge));
			}
		}
		for (let index = written; index < Math.max(this.#chunksRead, 1); index++) {
			lines.push(serialize(chunkName(this.spec.name, index), "", 0));
		}
		return lines;
	}
}
