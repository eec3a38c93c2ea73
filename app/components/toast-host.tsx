import { type ComponentType, useEffect, useState } from "react";
import { loadToastStack, onToastStackLoaded, type ToastMessage } from "#app/lib/toast";
import { whenIdle } from "#app/lib/when-idle";

type Stack = ComponentType<{ messages: readonly ToastMessage[] }>;

/**
 * Where toasts appear. Without JavaScript, the server-queued toasts are a status list. In the browser
 * the stack (react-hot-toast) is mounted once its chunk has loaded: at once when the server queued a
 * toast, when the page is idle otherwise (so that a later network failure can still show its toast),
 * or with the first toast shown before that.
 */
export function ToastHost({ messages }: { messages: readonly ToastMessage[] }) {
	const [Stack, setStack] = useState<Stack | null>(null);
	const queued = messages.length > 0;
	useEffect(() => {
		const unsubscribe = onToastStackLoaded((loaded) => setStack(() => loaded.Toasts));
		const load = () => {
			loadToastStack().catch(() => undefined);
		};
		if (queued) load();
		else whenIdle(load, 5_000);
		return unsubscribe;
	}, [queued]);
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
