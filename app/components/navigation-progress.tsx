import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** Answers faster than this show nothing: a bar that flashes for every quick page reads as noise. */
export const PROGRESS_DELAY_MS = 300;

const LOADING_TEXT = "読み込み中です";
/** A form on its way (and the page its answer leads to): the member should not think nothing was sent. */
const SENDING_TEXT = "送信中です";

/** After 300 ms a bar and 「読み込み中です」 or 「送信中です」 (also announced); client-side only (decision 057). */
export function NavigationProgress() {
	const navigation = useNavigation();
	const pending = navigation.state !== "idle";
	const sending = navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() !== "GET";
	const text = sending ? SENDING_TEXT : LOADING_TEXT;
	const [shown, setShown] = useState(false);
	useEffect(() => {
		if (!pending) {
			setShown(false);
			return;
		}
		const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
		return () => clearTimeout(timer);
	}, [pending]);
	return (
		// The bar and its words in a landmark of their own: shown, nothing on the page sits outside one.
		<section aria-label="読み込みの状況">
			<div
				className={shown ? "nav-progress nav-progress--busy" : "nav-progress"}
				role="progressbar"
				aria-label={text}
				aria-hidden={!shown}
				aria-busy={shown}
			/>
			{/* There from the start of the wait (a live region must exist before its words change), gone after. */}
			{pending ? (
				<p className={shown ? "nav-progress__label nav-progress__label--shown" : "nav-progress__label"} role="status">
					{shown ? text : ""}
				</p>
			) : null}
		</section>
	);
}
