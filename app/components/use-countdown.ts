import { useEffect, useState } from "react";

/** Counts `seconds` down each second in the browser; without JavaScript the server's figure stands. */
export function useCountdown(seconds: number, from: number | null): number {
	const [left, setLeft] = useState(seconds);
	useEffect(() => {
		setLeft(seconds);
		if (seconds <= 0 || from === null) return;
		const started = Date.now();
		const timer = setInterval(() => {
			const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
			setLeft(next);
			if (next === 0) clearInterval(timer);
		}, 1000);
		return () => clearInterval(timer);
	}, [seconds, from]);
	return left;
}
