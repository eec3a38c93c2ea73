/** The society's desk for members (MEMBER_DESK_PHONE, MEMBER_DESK_HOURS): what a real env must name, and how it is shown. */

/** What a page shows; `demo`: the default env's made-up number, labelled as such on screen. */
export type MemberDesk = { phone: string | null; hours: string | null; demo: boolean };

/** The number of the default env and local: a demo, never a real env's. */
export const DEMO_DESK_PHONE = "03-0000-0000";

/**
 * The default env's desk, added by vite.config.ts and vitest.config.ts as the mock's secrets are: as
 * top-level vars of wrangler.toml, every real env (which names none) would be warned that it lacks them.
 */
export const DEMO_DESK = { MEMBER_DESK_PHONE: DEMO_DESK_PHONE, MEMBER_DESK_HOURS: "平日9時〜17時" } as const;

/** Where no real desk may be missing or made up (local, like the default env, may keep the demo). */
export const DESK_REQUIRED_ENVS: readonly string[] = ["qa", "staging", "rev", "production"];

/** Written with hyphens: 03-1234-5678, 0120-123-456. */
export const DESK_PHONE_SHAPE = /^0\d{1,4}-\d{1,4}-\d{3,4}$/;

const PLACEHOLDER_WORDS = /未定|調整中|TBD|TODO|x{2,}|〇〇|○○|●●/i;

/** Why `phone` cannot be a real env's desk, or null. A number whose subscriber part is one digit repeated or counts up is a stand-in. */
export function deskPhoneProblem(phone: string): string | null {
	if (phone === "") return "is empty: the deploy supplies the desk's number";
	if (!DESK_PHONE_SHAPE.test(phone)) return "is not a phone number written with hyphens";
	if (phone === DEMO_DESK_PHONE) return "is the default env's demo number";
	const subscriber = phone.split("-").slice(1).join("");
	if (/^(\d)\1*$/.test(subscriber)) return "is a placeholder (one digit repeated)";
	if ("01234567890".includes(subscriber) || "98765432109".includes(subscriber))
		return "is a placeholder (digits in a row)";
	return null;
}

/** Why `hours` cannot be a real env's desk hours, or null: they are said as times (「平日9時〜17時」). */
export function deskHoursProblem(hours: string): string | null {
	if (hours.trim() === "") return "is empty: the deploy supplies the desk's hours";
	if (PLACEHOLDER_WORDS.test(hours)) return "is a placeholder";
	if (!/\d/.test(hours)) return "names no time (for example 平日9時〜17時)";
	return null;
}

/** The desk a page shows, from the config; nothing where the env names none. */
export function memberDeskOf(config: {
	APP_ENV: string;
	MEMBER_DESK_PHONE: string;
	MEMBER_DESK_HOURS: string;
}): MemberDesk {
	return {
		phone: config.MEMBER_DESK_PHONE || null,
		hours: config.MEMBER_DESK_HOURS || null,
		demo: config.APP_ENV === "default",
	};
}

/** 「03-0000-0000」 → `tel:0300000000`: a phone on a phone dials it. */
export function telHref(phone: string): string {
	return `tel:${phone.replace(/\D/g, "")}`;
}
