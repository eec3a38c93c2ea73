import { DEMO_MEMBERS, type DemoMember, findMember } from "./members";

/** Access tokens the mock IdP issued, shared with the mock APIs, for the isolate's life. */
type IssuedAccessToken = { memberId: number; expiresAt: number; grantId?: string };

const accessTokens = new Map<string, IssuedAccessToken>();

/** Marks the mock's own access tokens: only these are ever looked up in `accessTokens`. */
const MOCK_TOKEN_PREFIX = "mock-at-";

export function issueAccessToken(memberId: number, lifetimeSeconds: number, grantId?: string): string {
	const token = `${MOCK_TOKEN_PREFIX}${crypto.randomUUID()}`;
	accessTokens.set(token, { memberId, expiresAt: Date.now() + lifetimeSeconds * 1000, grantId });
	return token;
}

export function revokeAccessToken(token: string): void {
	accessTokens.delete(token);
}

/** Reuse of a rotated refresh token ends the grant: its access tokens stop working too. */
export function revokeAccessTokensOfGrant(grantId: string): void {
	for (const [token, issued] of accessTokens) if (issued.grantId === grantId) accessTokens.delete(token);
}

/** `MOCK_TRUST_BEARER_AS`: the mock APIs take foreign bearer tokens as this member, for tests at a real provider. */
let foreignTokenMember: DemoMember | null = null;

export function trustForeignTokensFrom(env: Record<string, unknown>): void {
	const loginId = env.MOCK_TRUST_BEARER_AS;
	foreignTokenMember =
		typeof loginId === "string" && loginId !== ""
			? (DEMO_MEMBERS.find((member) => member.loginId === loginId) ?? null)
			: null;
}

/** The member a bearer token belongs to, or null when unknown, revoked or expired. */
function memberForAccessToken(token: string | undefined | null): DemoMember | null {
	if (!token) return null;
	if (!token.startsWith(MOCK_TOKEN_PREFIX)) return foreignTokenMember;
	const issued = accessTokens.get(token);
	if (!issued || issued.expiresAt <= Date.now()) return null;
	return findMember(issued.memberId) ?? null;
}

/** Reads `Authorization: Bearer …` and resolves the member. */
export function memberFromRequest(request: Request): DemoMember | null {
	const header = request.headers.get("Authorization") ?? "";
	const match = /^Bearer\s+(\S+)$/i.exec(header);
	return memberForAccessToken(match?.[1]);
}
