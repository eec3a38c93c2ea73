import { type CSSProperties, useEffect } from "react";
import { type Toast as HotToast, ToastBar, Toaster } from "react-hot-toast";
import {
	notify,
	showServerError,
	TOAST_DURATION_MS,
	TOAST_POSITION,
	TOAST_SPEED_MS,
	TOAST_WIDTH_PX,
	type ToastMessage,
} from "#app/lib/toast";

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
 * The toast stack, plus the server-queued toasts: shown with react-hot-toast
 * in the browser (never on the server: its store is module-global) and, without
 * JavaScript, in a status region.
 */
export function Toasts({ messages }: { messages: readonly ToastMessage[] }) {
	useEffect(() => {
		// The same flash must not stack when React runs the effect again (Strict Mode, revalidation).
		for (const message of messages) notify({ ...message, group: "flash", ignoreDuplicates: true });
	}, [messages]);
	return (
		<>
			<style>{TOAST_KEYFRAMES}</style>
			<Toaster
				position={TOAST_POSITION}
				toastOptions={{
					duration: TOAST_DURATION_MS,
					removeDelay: TOAST_SPEED_MS,
					style: { width: TOAST_WIDTH_PX, maxWidth: "calc(100vw - 2rem)", whiteSpace: "pre-line" },
				}}
			>
				{(item) => <ToastBar toast={item} style={animationOf(item)} />}
			</Toaster>
			{messages.length > 0 ? (
				<noscript>
					<ul className="flash-list" role="status">
						{messages.map((message) => (
							<li key={message.text} className={`flash flash--${message.type}`}>
								{message.title ? <strong>{message.title}</strong> : null} {message.text}
							</li>
						))}
					</ul>
				</noscript>
			) : null}
		</>
	);
}

/**
 * Shows the server's messages as the error toast when they arrive in the browser: after a client-side
 * navigation or post. A page that came from the server already says them in its own text (the error
 * screen, the error summary), which is the toast's equivalent without JavaScript; the first render of
 * the document therefore adds no toast (the root layout marks <html> hydrated only after it).
 */
export function useServerErrorToast(messages: readonly string[] | undefined): void {
	const key = messages?.join("\n") ?? "";
	useEffect(() => {
		if (!key || document.documentElement.dataset.hydrated !== "true") return;
		showServerError(key.split("\n"));
	}, [key]);
}
