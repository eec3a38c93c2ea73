import { type ComponentType, useEffect, useState } from "react";
import { loadToastStack, onToastStackLoaded, type ToastMessage } from "#app/lib/toast";

type Stack = ComponentType<{ messages: readonly ToastMessage[] }>;

/**
 * Where toasts appear. Without JavaScript, the server-queued toasts are a status list. In the browser
 * the stack (react-hot-toast) is mounted once its chunk, imported right after hydration (off the
 * first load, and there before a later network failure needs its toast), has loaded.
 */
export function ToastHost({ messages }: { messages: readonly ToastMessage[] }) {
	const [Stack, setStack] = useState<Stack | null>(null);
	const queued = messages.length > 0;
	useEffect(() => {
		const unsubscribe = onToastStackLoaded((loaded) => setStack(() => loaded.Toasts));
		loadToastStack().catch(() => undefined);
		return unsubscribe;
	}, []);
	return (
		<>
			{Stack ? <Stack messages={messages} /> : null}
			{queued ? (
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
