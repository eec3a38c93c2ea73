import { createCipheriv, hkdfSync } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseCookieHeader } from "#app/session/cookie-jar.server";
import { createRequestCookies, type MemberSession } from "#app/session/cookies.server";
import { OPENED_LIMIT, seal, unseal } from "#app/session/sealed.server";
import { VALID_DETAIL } from "../fixtures/lime";

const SECRET = "a".repeat(32);
const OTHER = "b".repeat(32);
const context = { secrets: [SECRET], purpose: "member-session", name: "__Host-session" };

function token(length: number): string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
	let value = "";
	for (let index = 0; index < length; index++) value += alphabet[Math.floor(Math.random() * alphabet.length)];
	return value;
}

const session: MemberSession = {
	access_token: token(2048),
	refresh_token: token(2048),
	id_token: token(2048),
	token_type: "Bearer",
	scope: "public",
	profile: { sub: "1001" },
	expires_at: 2_000_000_000,
	session_state: token(40),
};

/** Reads Set-Cookie lines back the way a browser would send them. */
function cookieHeaderFrom(lines: string[]): string {
	return lines
		.map((line) => line.split(";")[0] ?? "")
		.filter((pair) => !pair.endsWith("="))
		.join("; ");
}

describe("seal / unseal", () => {
	it("round-trips and never shows the plaintext", async () => {
		const sealed = await seal("secret-access-token", context);
		expect(sealed).not.toContain("secret-access-token");
		expect(await unseal(sealed, context)).toBe("secret-access-token");
	});

	it("refuses a value sealed with another secret, purpose or cookie name", async () => {
		const sealed = await seal("x", context);
		expect(await unseal(sealed, { ...context, secrets: [OTHER] })).toBeNull();
		expect(await unseal(sealed, { ...context, purpose: "flash" })).toBeNull();
		expect(await unseal(sealed, { ...context, name: "__Host-flash" })).toBeNull();
	});

	it("opens a value it has opened before without decrypting it again, and only for the same secrets, purpose and name", async () => {
		const sealed = await seal("again", context);
		expect(await unseal(sealed, context)).toBe("again");
		const decrypt = vi.spyOn(crypto.subtle, "decrypt");
		expect(await unseal(sealed, context)).toBe("again");
		expect(decrypt).not.toHaveBeenCalled();
		decrypt.mockRestore();
		expect(await unseal(sealed, { ...context, secrets: [OTHER] })).toBeNull();
		expect(await unseal(sealed, { ...context, purpose: "flash" })).toBeNull();
		expect(await unseal(sealed, { ...context, name: "__Host-flash" })).toBeNull();
	});

	it("opens values of a retired secret during rotation", async () => {
		const sealed = await seal("x", context);
		expect(await unseal(sealed, { ...context, secrets: [OTHER, SECRET] })).toBe("x");
	});

	it("accepts none of 1000 random mutations", async () => {
		const sealed = await seal(JSON.stringify({ sub: "1001" }), context);
		const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.";
		let accepted = 0;
		for (let round = 0; round < 1000; round++) {
			const chars = [...sealed];
			const edits = 1 + (round % 4);
			for (let edit = 0; edit < edits; edit++) {
				const at = Math.floor(Math.random() * chars.length);
				const kind = (round + edit) % 3;
				if (kind === 0) chars[at] = alphabet[(alphabet.indexOf(chars[at] ?? "A") + 1 + edit) % alphabet.length] ?? "A";
				else if (kind === 1) chars.splice(at, 1);
				else chars.splice(at, 0, alphabet[round % alphabet.length] ?? "A");
			}
			const mutated = chars.join("");
			if (mutated === sealed) continue;
			if ((await unseal(mutated, context)) !== null) accepted++;
		}
		expect(accepted).toBe(0);
	});
});

/* Known answers computed with node:crypto: HKDF-SHA256 to AES-256-GCM, "v1." + base64url(iv ‖ ciphertext ‖ tag). */
const KAT = {
	context: { secrets: ["kenpo-known-answer-secret-0123456789"], purpose: "member-session", name: "__Host-session" },
	iv: Uint8Array.from({ length: 12 }, (_, index) => index + 1),
	plaintext: '{"sub":"1001"}',
	sealed: "v1.AQIDBAUGBwgJCgsMYLqw7A16nqPJQGy2x_bGXxPhVLSAWze9hl1_1_aS",
};

/** The same construction, independently: what a value sealed with `iv` must be. */
function sealWithNodeCrypto(plaintext: string, { secrets, purpose, name }: typeof KAT.context, iv: Uint8Array) {
	const key = Buffer.from(hkdfSync("sha256", secrets[0] as string, "kenpo-portal-cookie", purpose, 32));
	const cipher = createCipheriv("aes-256-gcm", key, iv);
	cipher.setAAD(Buffer.from(name));
	const body = Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
	return `v1.${body.toString("base64url")}`;
}

/** Makes the next IV `iv`, so that a sealed value can be compared byte for byte. */
function fixIv(iv: Uint8Array) {
	vi.spyOn(crypto, "getRandomValues").mockImplementationOnce((array) => {
		(array as Uint8Array).set(iv);
		return array;
	});
}

describe("sealed values: known answers", () => {
	afterEach(() => {
		vi.restoreAllMocks();
	});

	it("opens the known sealed value", async () => {
		expect(await unseal(KAT.sealed, KAT.context)).toBe(KAT.plaintext);
	});

	it("seals to the known value with the known IV (HKDF salt, info, AES-GCM, additional data, layout)", async () => {
		fixIv(KAT.iv);
		expect(await seal(KAT.plaintext, KAT.context)).toBe(KAT.sealed);
		expect(sealWithNodeCrypto(KAT.plaintext, KAT.context, KAT.iv)).toBe(KAT.sealed);
	});

	it("derives a different key per purpose, as node:crypto's HKDF does", async () => {
		const flash = { ...KAT.context, purpose: "flash", name: "__Host-flash" };
		fixIv(KAT.iv);
		const sealed = await seal("x", flash);
		expect(sealed).toBe(sealWithNodeCrypto("x", flash, KAT.iv));
		expect(await unseal(sealWithNodeCrypto("x", flash, KAT.iv), flash)).toBe("x");
	});

	it("seals with the first secret only and draws a fresh IV each time", async () => {
		const rotated = { ...KAT.context, secrets: [...KAT.context.secrets, OTHER] };
		fixIv(KAT.iv);
		expect(await seal(KAT.plaintext, rotated)).toBe(KAT.sealed);
		expect(await seal("x", KAT.context)).not.toBe(await seal("x", KAT.context));
	});
});

describe("sealed values: form and key reuse", () => {
	afterEach(() => {
		vi.restoreAllMocks();
	});

	it("writes the body in the URL-safe alphabet without padding (a cookie value as it is)", async () => {
		fixIv(new Uint8Array(12).fill(0xff));
		const sealed = await seal("x", KAT.context);
		// 12 bytes of 0xff are "////////////////" in standard base64; 29 bytes in all would need padding.
		expect(sealed.startsWith(`v1.${"_".repeat(16)}`)).toBe(true);
		expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
		expect(await unseal(sealed, KAT.context)).toBe("x");
	});

	it("derives each secret's key once per purpose, not on every request", async () => {
		const importKey = vi.spyOn(crypto.subtle, "importKey");
		const context = { secrets: [`key-reuse-${crypto.randomUUID()}`], purpose: "session", name: "__Host-session" };
		expect(await unseal(await seal("a", context), context)).toBe("a");
		await seal("b", context);
		expect(importKey).toHaveBeenCalledTimes(1);
		await seal("c", { ...context, purpose: "flash" });
		expect(importKey).toHaveBeenCalledTimes(2);
	});
});

describe("sealed values: the isolate's memory of opened values", () => {
	afterEach(() => {
		vi.restoreAllMocks();
	});

	/** A fresh list of secrets: each list has a memory of its own. */
	const freshContext = () => ({
		secrets: [`memory-${crypto.randomUUID()}`],
		purpose: "session",
		name: "__Host-session",
	});

	it(`keeps the last ${OPENED_LIMIT} opened values and decrypts the oldest again once it is pushed out`, async () => {
		const context = freshContext();
		const values = await Promise.all(
			Array.from({ length: OPENED_LIMIT + 1 }, (_, index) => seal(`v${index}`, context)),
		);
		for (const [index, value] of values.slice(0, OPENED_LIMIT).entries())
			expect(await unseal(value, context)).toBe(`v${index}`);
		const decrypt = vi.spyOn(crypto.subtle, "decrypt");
		// Full: every remembered value opens without AES-GCM.
		expect(await unseal(values[0] as string, context)).toBe("v0");
		expect(decrypt).not.toHaveBeenCalled();
		// One more pushes the oldest out; the newest stay.
		expect(await unseal(values[OPENED_LIMIT] as string, context)).toBe(`v${OPENED_LIMIT}`);
		expect(decrypt).toHaveBeenCalledTimes(1);
		expect(await unseal(values[1] as string, context)).toBe("v1");
		expect(await unseal(values[OPENED_LIMIT] as string, context)).toBe(`v${OPENED_LIMIT}`);
		expect(decrypt).toHaveBeenCalledTimes(1);
		expect(await unseal(values[0] as string, context)).toBe("v0");
		expect(decrypt).toHaveBeenCalledTimes(2);
	});

	it("remembers no refused value: a flood of forged cookies never pushes a member's session out", async () => {
		const context = freshContext();
		const member = await seal("member", context);
		expect(await unseal(member, context)).toBe("member");
		const forged = `v1.${Buffer.alloc(40, 7).toString("base64url")}`;
		const decrypt = vi.spyOn(crypto.subtle, "decrypt");
		expect(await unseal(forged, context)).toBeNull();
		expect(await unseal(forged, context)).toBeNull();
		expect(decrypt).toHaveBeenCalledTimes(2);
		for (let index = 0; index < OPENED_LIMIT; index++) {
			expect(await unseal(`v1.${Buffer.alloc(40, index % 256).toString("base64url")}${index}`, context)).toBeNull();
		}
		decrypt.mockClear();
		expect(await unseal(member, context)).toBe("member");
		expect(decrypt).not.toHaveBeenCalled();
	});
});

describe("sealed values: refused", () => {
	it.each([
		["no secret", []],
		["an empty secret", [""]],
		["an empty first secret", ["", SECRET]],
	])("refuses to seal with %s", async (_case, secrets) => {
		await expect(seal("x", { ...context, secrets })).rejects.toThrow("no session secret configured");
	});

	it("opens nothing without a secret", async () => {
		expect(await unseal(KAT.sealed, { ...KAT.context, secrets: [] })).toBeNull();
	});

	it.each([
		["trailing junk after the body", `${KAT.sealed}.junk`],
		["an empty trailing part", `${KAT.sealed}.`],
		["another version", KAT.sealed.replace(/^v1\./, "v2.")],
		["no version", KAT.sealed.slice(3)],
		["the version alone", "v1"],
		["an empty body", "v1."],
		["a body that is not base64url", `${KAT.sealed.slice(0, -1)}=`],
		["a body shorter than IV and tag", `v1.${Buffer.alloc(27).toString("base64url")}`],
		["the IV and tag of nothing, forged", `v1.${Buffer.alloc(28).toString("base64url")}`],
	])("refuses %s", async (_case, value) => {
		expect(await unseal(value, KAT.context)).toBeNull();
	});

	it("opens an empty plaintext (exactly IV and tag long)", async () => {
		const sealed = await seal("", KAT.context);
		expect(Buffer.from(sealed.slice(3), "base64url").length).toBe(28);
		expect(await unseal(sealed, KAT.context)).toBe("");
	});
});

describe("session cookie", () => {
	it("stores 2 KB tokens in __Host- chunks under 4 KB each and reads them back", async () => {
		const cookies = createRequestCookies([SECRET]);
		cookies.session.set(session);
		const lines = await cookies.session.toSetCookies();
		expect(lines.length).toBeGreaterThan(1);
		for (const line of lines) {
			expect(new TextEncoder().encode(line).length).toBeLessThan(4096);
			expect(line).toMatch(/^__Host-session(\.\d)?=/);
			expect(line).toContain("; Path=/; Secure; HttpOnly; SameSite=Lax");
			expect(line).not.toContain("Domain=");
		}
		const again = createRequestCookies([SECRET]);
		await again.session.load(parseCookieHeader(cookieHeaderFrom(lines)));
		expect(again.session.value).toEqual(session);
	});

	it("treats a tampered chunk as signed out and deletes every chunk", async () => {
		const cookies = createRequestCookies([SECRET]);
		cookies.session.set(session);
		const header = cookieHeaderFrom(await cookies.session.toSetCookies()).replace(/__Host-session\.1=(.)/, (_m, c) =>
			c === "A" ? "__Host-session.1=B" : "__Host-session.1=A",
		);
		const again = createRequestCookies([SECRET]);
		await again.session.load(parseCookieHeader(header));
		expect(again.session.value).toBeNull();
		const removal = await again.session.toSetCookies();
		expect(removal.every((line) => line.includes("Max-Age=0"))).toBe(true);
		expect(removal.length).toBeGreaterThan(1);
	});

	it("treats a cookie from another secret as signed out", async () => {
		const cookies = createRequestCookies([OTHER]);
		cookies.session.set(session);
		const again = createRequestCookies([SECRET]);
		await again.session.load(parseCookieHeader(cookieHeaderFrom(await cookies.session.toSetCookies())));
		expect(again.session.value).toBeNull();
	});

	it("writes nothing when nothing changed", async () => {
		const cookies = createRequestCookies([SECRET]);
		await cookies.session.load(new Map());
		expect(await cookies.session.toSetCookies()).toEqual([]);
	});
});

describe("expiry sealed inside the value", () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	/** Writes with `write`, then reads the Set-Cookie lines back `later` seconds afterwards. */
	async function roundTrip<K extends "session" | "lime" | "limeDraft">(
		name: K,
		value: NonNullable<ReturnType<typeof createRequestCookies>[K]["value"]>,
		later: number,
	) {
		vi.useFakeTimers({ now: 1_800_000_000_000 });
		const cookies = createRequestCookies([SECRET]);
		(cookies[name] as { set(value: unknown): void }).set(value);
		const lines = await cookies[name].toSetCookies();
		vi.setSystemTime(1_800_000_000_000 + later * 1000);
		const again = createRequestCookies([SECRET]);
		await again[name].load(parseCookieHeader(cookieHeaderFrom(lines)));
		return { lines, value: again[name].value, removal: await again[name].toSetCookies() };
	}

	it("gives the session cookie a Max-Age up to the sign-in's end, and refuses it afterwards", async () => {
		const end = 1_800_000_000 + 14 * 24 * 60 * 60;
		const signedIn = { ...session, session_expires_at: end };
		const valid = await roundTrip("session", signedIn, 14 * 24 * 60 * 60 - 1);
		expect(valid.lines[0]).toContain(`Max-Age=${14 * 24 * 60 * 60}`);
		expect(valid.value).toEqual(signedIn);

		const expired = await roundTrip("session", signedIn, 14 * 24 * 60 * 60);
		expect(expired.value).toBeNull();
		expect(expired.removal.every((line) => line.includes("Max-Age=0"))).toBe(true);
	});

	it("refuses a lime cookie after its hour even when the browser still sends it", async () => {
		const access = { urlToken: "demo-lime", accessToken: "lime-at-1" };
		expect((await roundTrip("lime", access, 60 * 60 - 1)).value).toEqual(access);
		const expired = await roundTrip("lime", access, 60 * 60);
		expect(expired.lines[0]).toContain("Max-Age=3600");
		expect(expired.value).toBeNull();
		expect(expired.removal[0]).toMatch(/^__Host-lime=;.*Max-Age=0/);
	});

	it("refuses the lime draft (personal data) after its 30 minutes", async () => {
		const draft = {
			urlToken: "demo-lime",
			payload: VALID_DETAIL,
		} as never;
		expect((await roundTrip("limeDraft", draft, 30 * 60 - 1)).value).not.toBeNull();
		expect((await roundTrip("limeDraft", draft, 30 * 60)).value).toBeNull();
	});
});
