import { createContext } from "react-router";

/**
 * Server-side record of the OAuth states already used at the callback. The transaction cookie is
 * dropped on first use, but a copy of it (a replayed request) would still open: this makes each
 * state single-use across every isolate.
 */
export type StateLedger = {
	/** True the first time a state is presented, false on every later presentation. */
	consume(state: string): Promise<boolean>;
};

export const stateLedgerContext = createContext<StateLedger>();
