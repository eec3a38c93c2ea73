import { createContext } from "react-router";
import type { AppConfig } from "./config.server";

/** Typed values the worker hands to every loader, action and middleware. */
export const configContext = createContext<AppConfig>();
/** The CSP nonce of this response; every inline script must carry it. */
export const nonceContext = createContext<string>();
