import { type CSSProperties, useCallback, useEffect, useInsertionEffect, useState } from "react";
import { resolveValue, type Toast, type ToastPosition, useToaster } from "react-hot-toast/headless";
import { useLocation, useNavigation } from "react-router";
import { TOAST_DURATION_MS, TOAST_POSITION, TOAST_SPEED_MS, TOAST_WIDTH_PX } from "./toast-call";
import { dismissAll, notify } from "./toast-show";
import TOASTS_CSS from "./toasts.css?inline";
import type { ToastMessage } from "./types";

/*
 * The toast chunk (#app/lib/toasts/toast.tsx loads it): react-hot-toast's headless store drawn with the
 * portal's own markup and ./toasts.css, so no styles are compiled in the browser (decision 123).
 */
export { dismissAll, notify } from "./toast-show";

/** Phones: the toasts rise from the bottom, never over the header or the page's heading. */
const NARROW = "(max-width: 40rem)";
const GUTTER_PX = 8;

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

function animationOf(item: Toast): CSSProperties {
	// Until the toast has been measured it stays invisible, so it never shows at a wrong offset.
	if (!item.height) return { opacity: 0 };
	return {
		animation: item.visible
			? "toast-enter var(--toast-speed, 300ms) cubic-bezier(.21,1.02,.73,1) forwards"
			: "toast-leave var(--toast-speed, 300ms) forwards cubic-bezier(.06,.71,.55,1)",
	};
}

/** Decorative: the message says what happened, and is the only part announced. */
function ToastIcon({ item }: { item: Toast }) {
	if (typeof item.icon === "string")
		return (
			<span className="toast__icon toast__icon--text" aria-hidden="true">
				{item.icon}
			</span>
		);
	if (item.type !== "success" && item.type !== "error") return null;
	return <span className={`toast__icon toast__icon--${item.type}`} aria-hidden="true" />;
}

function ToastSlot({
	item,
	offset,
	onHeight,
}: {
	item: Toast;
	offset: number;
	onHeight: (id: string, height: number) => void;
}) {
	// Offsets stack the toasts, so each one reports its height again whenever its content changes.
	const measured = useCallback(
		(element: HTMLDivElement | null) => {
			if (!element) return;
			const measure = () => onHeight(item.id, element.getBoundingClientRect().height);
			measure();
			const observer = new MutationObserver(measure);
			observer.observe(element, { subtree: true, childList: true, characterData: true });
			return () => observer.disconnect();
		},
		[item.id, onHeight],
	);
	return (
		<div
			ref={measured}
			className={item.visible ? "toaster__slot toaster__slot--visible" : "toaster__slot"}
			style={{ transform: `translateY(${offset}px)` }}
		>
			<div className={item.className} style={{ ...item.style, ...animationOf(item) }}>
				<ToastIcon item={item} />
				<div className="toast__message" {...item.ariaProps}>
					{resolveValue(item.message, item)}
				</div>
			</div>
		</div>
	);
}

/** The stack's own <style>, put once at the end of <head>. */
export const STACK_STYLE = { id: "toast-stack-style", css: TOASTS_CSS } as const;

/**
 * The stack's look goes into <head>, after the document's own metadata: a <style> in <body> is not
 * valid HTML, and React's own hoisting would put it before <meta charset>.
 */
function useStackStyle(): void {
	useInsertionEffect(() => {
		if (document.getElementById(STACK_STYLE.id)) return;
		const style = document.createElement("style");
		style.id = STACK_STYLE.id;
		style.textContent = STACK_STYLE.css;
		document.head.appendChild(style);
	}, []);
}

export function Toasts({ messages }: { messages: readonly ToastMessage[] }) {
	useStackStyle();
	const position: ToastPosition = useNarrowScreen() ? "bottom-center" : TOAST_POSITION;
	const { toasts, handlers } = useToaster({
		duration: TOAST_DURATION_MS,
		removeDelay: TOAST_SPEED_MS,
		style: { width: TOAST_WIDTH_PX },
	});
	useDismissOnLeaving();
	useEffect(() => {
		// The same flash must not stack when React runs the effect again (Strict Mode, revalidation).
		for (const message of messages) notify({ ...message, group: "flash", ignoreDuplicates: true });
	}, [messages]);
	const fromTop = position.startsWith("top");
	return (
		<>
			{/* biome-ignore lint/a11y/noStaticElementInteractions: hovering only holds the timers (as react-hot-toast's Toaster did); the region holds nothing to operate. */}
			<div
				className={`toaster toaster--${position}`}
				onMouseEnter={handlers.startPause}
				onMouseLeave={handlers.endPause}
			>
				{toasts.map((item) => {
					const offset = handlers.calculateOffset(item, { gutter: GUTTER_PX, defaultPosition: position });
					return (
						<ToastSlot key={item.id} item={item} offset={fromTop ? offset : -offset} onHeight={handlers.updateHeight} />
					);
				})}
			</div>
		</>
	);
}
