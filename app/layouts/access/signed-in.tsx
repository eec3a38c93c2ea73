import { requireMember } from "#app/request/guard.server";

/*
 * Access: a signed-in member; nothing is loaded for them (the questionnaire
 * reads what it needs itself). Without a session: /login, coming back here
 * afterwards (docs/routes.md).
 * No component: React Router renders the matched page in its place, and the browser loads an
 * empty module for this layout (docs/decisions/069-first-load-under-the-template.md).
 */

export const middleware = [requireMember];
