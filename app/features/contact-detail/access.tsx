import { requireLimeAccess } from "./session.server";

/*
 * Access: this browser identified itself for this very link on /auth (it holds
 * the link's access token); otherwise back to /auth (docs/routes.md).
 * No component: React Router renders the matched page in its place, and the browser loads an
 * empty module for this layout (docs/decisions/069-first-load-under-the-template.md).
 */

export const middleware = [requireLimeAccess];
