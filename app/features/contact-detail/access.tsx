import { requireLimeAccess } from "./session.server";

/* Access: this browser proved its identity for this link on /auth, or goes back there (docs/routes.md). */

export const middleware = [requireLimeAccess];
