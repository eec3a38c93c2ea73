import { useNavigation } from "react-router";

/** A thin bar while a navigation or form submission is pending. */
export function NavigationProgress() {
	const navigation = useNavigation();
	const busy = navigation.state !== "idle";
	return (
		<div
			className={busy ? "nav-progress nav-progress--busy" : "nav-progress"}
			role="progressbar"
			aria-label="読み込み中"
			aria-hidden={!busy}
			aria-busy={busy}
		/>
	);
}
