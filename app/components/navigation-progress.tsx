import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** Answers faster than this show nothing: a bar that flashes for every quick page reads as noise. */
const PROGRESS_DELAY_MS = 300;

const PROGRESS_TEXT = "読み込み中です";

/** After 300 ms a bar and 「読み込み中です」 (also announced); client-side only (decision 057). */
export function NavigationProgress() {
	const navigation = useNavigation();
	const pending = navigation.state !== "idle";
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
		<>
			<div
				className={shown ? "nav-progress nav-progress--busy" : "nav-progress"}
				role="progressbar"
				aria-label={PROGRESS_TEXT}
				aria-hidden={!shown}
				aria-busy={shown}
			/>
			{/* There from the start of the wait (a live region must exist before its words change), gone after. */}
			{pending ? (
				<p className={shown ? "nav-progress__label nav-progress__label--shown" : "nav-progress__label"} role="status">
					{shown ? PROGRESS_TEXT : ""}
				</p>
			) : null}
		</>
	);
}
