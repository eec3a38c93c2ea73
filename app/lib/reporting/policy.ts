/** Which errors are reported, and the reporter's limits (decision 050). Pure, so it also runs in Node. */

/** Never reported: the API's four messages in both languages, and transport failures (the member gets a toast). */
export const IGNORED_MESSAGES = [
	"ログインしてください",
	"認証コードが正しくありません",
	"認証コードは連続して送信できません。しばらく待ってから再度お試しください",
	"二段階認証が完了していません",
	"please log in",
	"the authentication code is incorrect",
	"authentication codes cannot be sent in succession, please wait a while and try again",
	"two-factor authentication is not completed",
	"Failed to fetch",
	"timeout exceeded",
	"Network Error",
] as const;

export const REPORTER_LIMITS = {
	itemsPerMinute: 60,
	maxTelemetryEvents: 100,
	/** Rollbar truncates a payload above this itself (its `truncate` default); kept here to test against. */
	maxPayloadBytes: 512 * 1024,
} as const;

/** The message that `?rollbar-test` raises outside production (docs/status-rules.md). */
export const ROLLBAR_TEST_MESSAGE = "Rollbar通知テスト";

/** Rollbar reads `ignoredMessages` as regular expressions: ours are literal text. */
export function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const IGNORED_LOWER = IGNORED_MESSAGES.map((message) => message.toLowerCase());

export function isIgnoredMessage(message: string): boolean {
	const lower = message.toLowerCase();
	return IGNORED_LOWER.some((ignored) => lower.includes(ignored));
}

/** The HTTP status an error stands for: `ApiError`, React Router's error responses and a thrown `Response`. */
export function statusOf(error: unknown): number | undefined {
	if (error === null || typeof error !== "object") return undefined;
	const status = (error as { status?: unknown }).status;
	return typeof status === "number" && Number.isInteger(status) ? status : undefined;
}

/** Every text an error carries that the ignore list could match. */
function messagesOf(error: unknown): string[] {
	if (typeof error === "string") return [error];
	if (error === null || typeof error !== "object") return [];
	const found: string[] = [];
	const { message, errors, data, statusText } = error as {
		message?: unknown;
		errors?: unknown;
		data?: unknown;
		statusText?: unknown;
	};
	if (typeof message === "string") found.push(message);
	if (typeof statusText === "string" && statusText) found.push(statusText);
	if (Array.isArray(errors)) found.push(...errors.filter((item): item is string => typeof item === "string"));
	if (data !== undefined && data !== error) found.push(...messagesOf(data));
	return found;
}

/** Reported: what lies outside 400-499, not on the ignore list, and not a visitor leaving (AbortError). */
export function shouldReport(error: unknown): boolean {
	if (error === undefined || error === null) return false;
	const status = statusOf(error);
	if (status !== undefined && status >= 400 && status <= 499) return false;
	if (error instanceof Error && error.name === "AbortError") return false;
	return !messagesOf(error).some(isIgnoredMessage);
}
