import { createContext } from "react-router";

/** The OAuth states used at the callback, so a replayed transaction cookie cannot sign in twice, in any isolate. */
export type StateLedger = {
	/** True the first time a state is presented, false on every later presentation. */
	consume(state: string): Promise<boolean>;
};

export const stateLedgerContext = createContext<StateLedger>();
