/* Where the code went, recognisable to the member but not disclosed to someone looking over their shoulder. */

/** 09012345678 → 090-****-5678 (hyphens and width as typed do not matter). */
export function maskPhoneNumber(phone: string): string {
	const digits = phone.normalize("NFKC").replace(/\D/g, "");
	if (digits.length < 8) return "****";
	return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}

/** taro.yamada@example.jp → t***@example.jp */
export function maskEmail(email: string): string {
	const at = email.lastIndexOf("@");
	if (at < 1) return "***";
	return `${email.slice(0, 1)}***${email.slice(at)}`;
}
