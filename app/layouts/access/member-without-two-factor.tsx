import { requireMember } from "#app/request/guard.server";
import { loadCurrentUserOnly } from "#app/request/member.server";

/*
 * Access: a signed-in member who may not have passed two-factor or changed a
 * required password yet: the pages that do exactly that. Only the current user
 * is loaded; its detail would be refused until then (docs/routes.md).
 * No component: React Router renders the matched page in its place, and the browser loads an
 * empty module for this layout (docs/decisions/069-first-load-under-the-template.md).
 */

export const middleware = [requireMember, loadCurrentUserOnly];
