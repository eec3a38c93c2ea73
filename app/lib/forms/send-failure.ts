/*
 * A form post that never got an answer (offline, a cut connection): the page stays as it was and the
 * form says so in place (docs/decisions/175-a-lost-signal-keeps-the-page.md). Module state, browser only.
 */

/** Offline when the member pressed: nothing left the phone. Else the post may have reached the server. */
type SendFailureKind = "offline" | "unknown";

type SendFailure = {
	/** The `id` of the form that was posted. */
	formId: string;
	kind: SendFailureKind;
	/** The browser has said it is online again since the failure. */
	backOnline: boolean;
};

export const SEND_FAILURE_TEXT = {
	offline: "通信できませんでした。入力内容はそのまま残っています。電波の良い場所でもう一度送信してください。",
	/** A post that may have arrived, of a form whose resend carries the same `Idempotency-Key`. */
	unknownResendSafe:
		"通信が途中で切れたため、送信できたか確認できませんでした。入力内容はそのまま残っています。もう一度送信しても、同じ内容が二重に登録されることはありません。",
	backOnline: "通信が回復しました。もう一度送信できます。",
} as const;

let lastSubmit: { formId: string; offline: boolean } | null = null;
let failure: SendFailure | null = null;
const listeners = new Set<() => void>();

function publish(next: SendFailure | null): void {
	failure = next;
	for (const listener of listeners) listener();
}

/** Noted as the member submits a form: which form, and whether the browser was offline then. */
export function noteSubmit(form: HTMLFormElement, online: boolean): void {
	lastSubmit = { formId: form.id, offline: !online };
	if (failure) publish(null);
}

/** The last post got no answer: its form shows why. False when no form of the page was noted. */
export function reportSendFailure(): boolean {
	if (!lastSubmit?.formId) return false;
	publish({ formId: lastSubmit.formId, kind: lastSubmit.offline ? "offline" : "unknown", backOnline: false });
	return true;
}

/** The `online` event: a standing failure says the member can send now. */
export function noteBackOnline(): void {
	if (failure && !failure.backOnline) publish({ ...failure, backOnline: true });
}

/** Another page is shown: a failure told on the last one no longer stands. */
export function clearSendFailure(): void {
	if (failure) publish(null);
}

export function currentSendFailure(): SendFailure | null {
	return failure;
}

export function subscribeSendFailure(listener: () => void): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
