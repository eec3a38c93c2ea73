/** The society's desk for members, from the environment's config (MEMBER_DESK_PHONE, MEMBER_DESK_HOURS). */
export type MemberDesk = { phone: string | null; hours: string | null };

/** 「03-0000-0000」 → `tel:0300000000`: a phone on a phone dials it. */
export function telHref(phone: string): string {
	return `tel:${phone.replace(/\D/g, "")}`;
}
