/* Errors of the typed API clients, free of server code so either side can recognise them. */

/** docs/status-rules.md: what every failure that is not an HTTP answer becomes. */
export const NON_HTTP_FAILURE_MESSAGE = "通信中に予期せぬエラーが発生しました";

/** docs/status-rules.md: what a failure without an HTTP status tells the member (the global toast). */
export const COMMUNICATION_ERROR_MESSAGE =
	"通信エラーが発生しました。大変お手数ですが、時間をおいてから再度お試しください";

/** A non-2xx answer, or a failure reduced to one (status 500). */
export class ApiError extends Error {
	override name = "ApiError";
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
	}) {
		super(init.errors.join("\n") || `HTTP ${init.status}`, { cause: init.cause });
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
	return new ApiError({ status: 500, errors: [NON_HTTP_FAILURE_MESSAGE], cause });
}

/** The caller broke the contract (a missing parameter, a wrong shape): a bug, thrown before any request. */
export class ClientUsageError extends Error {
	override name = "ClientUsageError";
}
