import { useEffect, useState } from "react";

/** True once React runs in the browser: controls that need JavaScript appear only then. */
export function useHydrated(): boolean {
	const [hydrated, setHydrated] = useState(false);
	useEffect(() => setHydrated(true), []);
	return hydrated;
}
