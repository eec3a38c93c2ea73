import { type ComponentType, useEffect, useState } from "react";
import { loadToastStack, onToastStackLoaded } from "#app/lib/toasts/toast";
import type { ToastMessage } from "#app/lib/toasts/types";

type Stack = ComponentType<{ messages: readonly ToastMessage[] }>;

/** Where toasts appear: a status list without JavaScript, react-hot-toast once its chunk has loaded. */
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
