/* Errors of the typed API clients, free of server code so either side can recognise them. */

/** docs/status-rules.md: what every failure that is not an HTTP answer becomes. */
export const NON_HTTP_FAILURE_MESSAGE = "通信中に予期せぬエラーが発生しました";

/** docs/status-rules.md: what a failure without an HTTP status tells the member (the global toast). */
export const COMMUNICATION_ERROR_MESSAGE =
	"通信エラーが発生しました。大変お手数ですが、時間をおいてから再度お試しください";

/**
 * How a call failed: an HTTP answer (`status`), or none: the deadline passed (`timeout`), the
 * connection was refused before anything was sent (`refused`), cut after it was (`cut`), or the
 * answer broke the contract (`invalid-body`).
 */
type FailureKind = "status" | "timeout" | "refused" | "cut" | "invalid-body";

function failureKindOf(cause: unknown): Exclude<FailureKind, "status"> {
	const name = cause instanceof Error || cause instanceof DOMException ? cause.name : "";
	if (name === "TimeoutError" || name === "AbortError") return "timeout";
	if (name === "SyntaxError" || name === "ZodError") return "invalid-body";
	const message = cause instanceof Error ? cause.message : String(cause);
	return /refused|ECONNREFUSED/i.test(message) ? "refused" : "cut";
}

/** A non-2xx answer, or a failure reduced to one (status 500). */
export class ApiError extends Error {
	override name = "ApiError";
	readonly kind: FailureKind;
	/** The failed call was a write (set by the client): its outcome may be unknown (`writeOutcomeOf`). */
	write = false;
	readonly status: number;
	readonly errors: readonly string[];
	readonly errorCode: string | undefined;
	/** Messages per field, for calls whose 422 carries them (contact detail). */
	readonly fieldErrors: Readonly<Record<string, readonly string[]>>;

	constructor(init: {
		status: number;
		errors: readonly string[];
		errorCode?: string | undefined;
		fieldErrors?: Readonly<Record<string, readonly string[]>>;
		cause?: unknown;
		kind?: FailureKind;
	}) {
		super(init.errors.join("\n") || `HTTP ${init.status}`, { cause: init.cause });
		this.kind = init.kind ?? "status";
		this.status = init.status;
		this.errors = init.errors;
		this.errorCode = init.errorCode;
		this.fieldErrors = init.fieldErrors ?? {};
	}

	/** The wire shape of the error response (docs/contract.md), for handing on to screens. */
	toJSON(): { status: number; errors: string[]; error_code?: string } {
		return {
			status: this.status,
			errors: [...this.errors],
			...(this.errorCode === undefined ? {} : { error_code: this.errorCode }),
		};
	}
}

export function isApiError(error: unknown): error is ApiError {
	return error instanceof ApiError;
}

/** A failure that never reached the server: network, timeout, or an answer the contract does not allow. */
export function nonHttpFailure(cause: unknown): ApiError {
	return new ApiError({ status: 500, errors: [NON_HTTP_FAILURE_MESSAGE], cause, kind: failureKindOf(cause) });
}

/**
 * What a failed write tells about the write: `unknown` when the API may have acted and its answer
 * was lost (timed out or cut after sending, a broken 2xx, a gateway's 502/504); `not-sent` when the
 * API answered for itself (a 4xx or 5xx of its own) or nothing was sent (refused).
 */
export function writeOutcomeOf(error: unknown): "not-sent" | "unknown" {
	if (!isApiError(error)) return "not-sent";
	// A read failed (the member load before the write, say): the write was never sent.
	if (!error.write || error.kind === "refused") return "not-sent";
	if (error.kind !== "status") return "unknown";
	return error.status === 502 || error.status === 504 ? "unknown" : "not-sent";
}

/** The caller broke the contract (a missing parameter, a wrong shape): a bug, thrown before any request. */
export class ClientUsageError extends Error {
	override name = "ClientUsageError";
}
