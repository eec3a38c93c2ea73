import { useEffect } from "react";
import toast, { Toaster } from "react-hot-toast";

export type ToastMessage = {
	type: "default" | "warn" | "error" | "success";
	title?: string;
	text: string;
};

/** SPEC §9: 3000 ms on screen, 300 ms animation, 300 px wide, top-right. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_WIDTH_PX = 300;

function show({ type, title, text }: ToastMessage, id: string) {
	const message = title ? `${title}\n${text}` : text;
	const options = { id, duration: TOAST_DURATION_MS };
	if (type === "success") toast.success(message, options);
	else if (type === "error") toast.error(message, options);
	else if (type === "warn") toast(message, { ...options, icon: "⚠️" });
	else toast(message, options);
}

/**
 * Shows server-queued toasts with react-hot-toast in the browser (never on the
 * server: its store is module-global). Without JavaScript the same messages are
 * in a status region.
 */
export function Toasts({ messages }: { messages: readonly ToastMessage[] }) {
	useEffect(() => {
		messages.forEach((message, index) => {
			show(message, `flash-${index}-${message.text}`);
		});
	}, [messages]);
	return (
		<>
			<Toaster
				position="top-right"
				toastOptions={{
					duration: TOAST_DURATION_MS,
					style: { width: TOAST_WIDTH_PX, maxWidth: "calc(100vw - 2rem)", whiteSpace: "pre-line" },
				}}
			/>
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
