/*
 * Access: anyone, signed in or not. No check runs; the layout exists so that
 * app/routes.ts shows who may see every page (docs/routes.md).
 * No component: React Router renders the matched page in its place, and the browser loads an
 * empty module for this layout (docs/decisions/069-first-load-under-the-template.md).
 */

export {};
