import { createContext } from "react-router";
import type { CurrentUser, CurrentUserDetail } from "#app/contract/orange/current-user";
import { REQUEST_TIMEOUT_MS, type SharedApiAnswers } from "#app/lib/api/call.server";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import type { AppConfig } from "#app/lib/config.server";
import { type Calendar, calendarOn } from "#app/lib/japanese/japan-time";
import type { BodyProblem } from "#app/lib/request-body/problems";
import type { RequestCookies } from "#app/session/cookies.server";

/** Typed values the worker hands to every loader, action and middleware. */
export const configContext = createContext<AppConfig>();
/** The member's calendar for this request: the real one, except where the default env moves it. */
export const calendarContext = createContext<Calendar>(calendarOn());
/** The CSP nonce of this response; every inline script must carry it. */
export const nonceContext = createContext<string>();
/** This request's sealed cookies; changes are written back by the worker once. */
export const cookiesContext = createContext<RequestCookies>();
/** How the server reaches the API and IdP (in-process mock in the default env). */
export const upstreamFetchContext = createContext<UpstreamFetch>();
/** The isolate's API answers that are the same for every member (decision 066); null: nothing is shared. */
export const sharedApiAnswersContext = createContext<SharedApiAnswers | null>(null);
/** How long one upstream call may take (docs/contract.md: 10 s); tests shorten it instead of waiting. */
export const upstreamTimeoutContext = createContext<number>(REQUEST_TIMEOUT_MS);

/** What the server uses of the Workers static-assets binding (env.ASSETS): reading our own files. */
export type StaticAssets = { fetch(input: string): Promise<Response> };
/** The static-assets binding, null where the worker has none; the postal lookup reads its files through it. */
export const staticAssetsContext = createContext<StaticAssets | null>(null);

export type Member = { currentUser: CurrentUser; detail: CurrentUserDetail | null };
/** The signed-in member of this navigation, once loaded by the member middleware (null before). */
export const memberContext = createContext<Member | null>(null);

/** How the member check of a page ended: passed, or what it threw (a redirect or an error screen). */
export type MemberCheckOutcome = { passed: true } | { passed: false; thrown: unknown };
/** The member check still running beside the page's reads (docs/architecture.md "One upstream round"); null: none pending. */
export const memberCheckContext = createContext<Promise<MemberCheckOutcome> | null>(null);

/** Why the worker refused this request's body (null: read and accepted, or none); the page says so. */
export const bodyProblemContext = createContext<BodyProblem | null>(null);

/** The Workers Rate Limiting bindings by name (app/request/rate-limit.server.ts). */
export type RateLimiter = { limit(options: { key: string }): Promise<{ success: boolean }> };
export const rateLimitersContext = createContext<Readonly<Record<string, RateLimiter | undefined>>>({});

/** This request posted a form (any method but GET and HEAD): an error screen says nothing was saved. */
export const postedFormContext = createContext<boolean>(false);
/** The sign-in stands but its token could not be renewed just now (worker/middleware/session.ts): member pages wait. */
export const sessionUnavailableContext = createContext<boolean>(false);
/** The request's id: in every log line of it and small on its error screen, for the members' desk. */
export const requestIdContext = createContext<string>("");
