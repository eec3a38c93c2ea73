import { createContext } from "react-router";

/**
 * One-time marks, used once in any isolate: the OAuth states at the callback (a replayed transaction
 * cookie cannot sign in twice) and the two-factor arrival marks (a replayed session cookie sends no second code).
 */
export type StateLedger = {
	/** True the first time a name is presented, false on every later presentation. */
	consume(name: string): Promise<boolean>;
};

export const stateLedgerContext = createContext<StateLedger>();
