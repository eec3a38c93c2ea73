import { useEffect, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { currentSendFailure, SEND_FAILURE_TEXT, subscribeSendFailure } from "./send-failure";
import { UNKNOWN_OUTCOME_HEADING, UNKNOWN_OUTCOME_MESSAGE } from "./write-outcome";

const noFailure = () => null;

/** What a post that may have arrived says: the form's own words, or whether its resend is safe. */
function unknownTextOf(form: HTMLElement): string {
	return (
		form.dataset.unknownOutcome ??
		(form.dataset.resendSafe === undefined ? UNKNOWN_OUTCOME_MESSAGE : SEND_FAILURE_TEXT.unknownResendSafe)
	);
}

/**
 * Mounted once from ../../after-hydration.tsx: the failed form says, at its end, why its post got no
 * answer, and when the browser is online again. Already in the page before anything can fail.
 */
export function SendFailureNotice(): React.ReactNode {
	const failure = useSyncExternalStore(subscribeSendFailure, currentSendFailure, noFailure);
	const box = useRef<HTMLDivElement>(null);
	const form = failure ? document.getElementById(failure.formId) : null;
	useEffect(() => {
		if (failure && !failure.backOnline) box.current?.scrollIntoView({ block: "nearest" });
	}, [failure]);
	if (!failure || !form) return null;
	return createPortal(
		<div
			ref={box}
			className={`flash flash--${failure.kind === "offline" ? "warn" : "error"} send-failure`}
			role="alert"
		>
			{failure.kind === "offline" ? (
				<p>{SEND_FAILURE_TEXT.offline}</p>
			) : (
				<>
					<p className="send-failure__heading">{UNKNOWN_OUTCOME_HEADING}</p>
					<p>{unknownTextOf(form)}</p>
				</>
			)}
			{failure.backOnline ? <p>{SEND_FAILURE_TEXT.backOnline}</p> : null}
		</div>,
		form,
	);
}
