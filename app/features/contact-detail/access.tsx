import { requireLimeAccess } from "./session.server";

/*
 * Access: this browser proved its identity for this very link on /auth, or goes back there
 * (docs/routes.md). No component, so the browser loads an empty module.
 */

export const middleware = [requireLimeAccess];
