import { createContext, type ReactNode, useContext } from "react";

const NonceContext = createContext("");

/** Server-only value: browsers hide nonce attributes, so the client sees "". */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
	return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
	return useContext(NonceContext);
}
