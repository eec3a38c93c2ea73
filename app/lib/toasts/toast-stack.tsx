import { type CSSProperties, useEffect, useState } from "react";
import { type Toast as HotToast, ToastBar, Toaster } from "react-hot-toast";
import { useLocation, useNavigation } from "react-router";
import { TOAST_DURATION_MS, TOAST_POSITION, TOAST_SPEED_MS, TOAST_WIDTH_PX } from "./toast-call";
import { dismissAll, notify } from "./toast-show";
import type { ToastMessage } from "./types";

/* The toast chunk (#app/lib/toasts/toast.tsx loads it): the stack, and the calls that show and dismiss toasts. */
export { dismissAll, notify } from "./toast-show";

/**
 * react-hot-toast animates with fixed timings (350/400 ms); these keyframes run
 * for each toast's own `speed`. Inline styles are allowed by the CSP (style-src).
 */
const TOAST_KEYFRAMES = `
@keyframes toast-enter{0%{transform:translate3d(0,-200%,0) scale(.6);opacity:.5}100%{transform:translate3d(0,0,0) scale(1);opacity:1}}
@keyframes toast-leave{0%{transform:translate3d(0,0,-1px) scale(1);opacity:1}100%{transform:translate3d(0,-150%,-1px) scale(.6);opacity:0}}
@media (prefers-reduced-motion:reduce){
@keyframes toast-enter{0%{opacity:0}100%{opacity:1}}
@keyframes toast-leave{0%{opacity:1}100%{opacity:0}}
}`;

function animationOf(item: HotToast): CSSProperties {
	// Until react-hot-toast has measured the toast it keeps it invisible (its own rule).
	if (!item.height) return { opacity: 0 };
	return {
		animation: item.visible
			? "toast-enter var(--toast-speed, 300ms) cubic-bezier(.21,1.02,.73,1) forwards"
			: "toast-leave var(--toast-speed, 300ms) forwards cubic-bezier(.06,.71,.55,1)",
	};
}

/**
 * The toast stack, showing the server-queued toasts too: react-hot-toast, in the browser only
 * (its store is module-global), mounted by app/components/toast-host.tsx once this chunk has loaded.
 */
/** Phones: the toasts rise from the bottom, never over the header or the page's heading. */
const NARROW = "(max-width: 40rem)";

function useNarrowScreen(): boolean {
	const [narrow, setNarrow] = useState(() => typeof window !== "undefined" && window.matchMedia(NARROW).matches);
	useEffect(() => {
		const query = window.matchMedia(NARROW);
		const change = () => setNarrow(query.matches);
		query.addEventListener("change", change);
		return () => query.removeEventListener("change", change);
	}, []);
	return narrow;
}

/**
 * A toast belongs to the page it was raised on: leaving for another page dismisses it (an earlier
 * 「一致しません」 must not stand over the next page's success). Dismissed as the navigation starts,
 * so whatever the new page or a failed navigation raises still shows.
 */
function useDismissOnLeaving(): void {
	const navigation = useNavigation();
	const { pathname } = useLocation();
	const leaving = navigation.state !== "idle" && navigation.location.pathname !== pathname;
	useEffect(() => {
		if (leaving) dismissAll();
	}, [leaving]);
}

export function Toasts({ messages }: { messages: readonly ToastMessage[] }) {
	const narrow = useNarrowScreen();
	useDismissOnLeaving();
	useEffect(() => {
		// The same flash must not stack when React runs the effect again (Strict Mode, revalidation).
		for (const message of messages) notify({ ...message, group: "flash", ignoreDuplicates: true });
	}, [messages]);
	return (
		<>
			<style>{TOAST_KEYFRAMES}</style>
			<Toaster
				position={narrow ? "bottom-center" : TOAST_POSITION}
				toastOptions={{
					duration: TOAST_DURATION_MS,
					removeDelay: TOAST_SPEED_MS,
					style: { width: TOAST_WIDTH_PX, maxWidth: "calc(100vw - 2rem)", whiteSpace: "pre-line" },
				}}
			>
				{(item) => <ToastBar toast={item} style={animationOf(item)} />}
			</Toaster>
		</>
	);
}
