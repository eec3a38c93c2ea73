import { requireMember } from "#app/request/guard.server";
import { loadMember } from "#app/request/member.server";

/*
 * Access: a signed-in member, loaded afresh (current user and detail) on every
 * request. A member who still owes two-factor or a password change is sent
 * there by the API's answer to that load (docs/routes.md, docs/status-rules.md).
 * No component: React Router renders the matched page in its place, and the browser loads an
 * empty module for this layout (docs/decisions/069-first-load-under-the-template.md).
 */

export const middleware = [requireMember, loadMember];
