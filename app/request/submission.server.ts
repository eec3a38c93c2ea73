import type { MiddlewareFunction } from "react-router";
import { submittedContext } from "./context.server";

/**
 * Notes whether this request posts a form: the loaders that run after a document post see a GET,
 * and the error screen must know (docs/decisions/057-waiting-and-slow-answers.md). Reads and calls nothing.
 */
export const rememberSubmission: MiddlewareFunction<Response> = ({ request, context }) => {
	context.set(submittedContext, request.method !== "GET" && request.method !== "HEAD");
};
