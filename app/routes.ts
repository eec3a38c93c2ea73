import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * SPEC §2 route table. Layout routes carry the chrome; which pages need a
 * member is decided by the layout they sit in (see docs/decisions/005-route-table.md).
 */
export default [
	layout("layouts/default.tsx", [
		index("routes/home.tsx"),
		route("news", "routes/news.tsx"),
		route("news/:id", "routes/news-detail.tsx"),
		route("health_support/:id", "routes/health-support.tsx"),
		route("users/detail", "routes/users-detail.tsx"),
		route("users/password/update", "routes/password-update.tsx"),
		route("users/recipe_settings", "routes/recipe-settings.tsx"),
		route("faq/user", "routes/faq.tsx", { id: "routes/faq-user" }),
		route("terms/user", "routes/terms.tsx", { id: "routes/terms-user" }),
		route("contact/user", "routes/contact-user.tsx"),
	]),
	layout("layouts/unauthenticated.tsx", [
		route("login", "routes/login.tsx"),
		route("callback", "routes/callback.tsx"),
		route("faq", "routes/faq.tsx", { id: "routes/faq-public" }),
		route("terms", "routes/terms.tsx", { id: "routes/terms-public" }),
		route("contact", "routes/contact-public.tsx"),
		route("activation/:token", "routes/activation.tsx"),
		route("users/token_expired", "routes/token-expired.tsx"),
		route("users/password/reset", "routes/password-reset-request.tsx"),
		route("users/password/reset/:token", "routes/password-reset.tsx"),
		route("users/password/force_change", "routes/password-force-change.tsx"),
		route("two_factor_authentication/:channel", "routes/two-factor.tsx"),
	]),
	layout("layouts/webview.tsx", [
		route("questionnaires/:id/new", "routes/questionnaire-new.tsx"),
		...prefix("app_manual", [route("login/:page", "routes/login-help.tsx"), route(":page", "routes/app-manual.tsx")]),
	]),
	route("logout", "routes/logout.ts"),
	// Same-origin postal-code lookup for the contact-detail form: public, cacheable, no token in its URL.
	route("api/postal_codes/:code", "routes/lime/postal-codes.ts"),
	route("contact_detail_form/:token", "layouts/lime-default.tsx", [
		index("routes/lime/entry.tsx"),
		route("auth", "routes/lime/auth.tsx"),
		route("actions", "routes/lime/actions.tsx"),
		route("input", "routes/lime/input.tsx"),
		route("input/confirm", "routes/lime/input-confirm.tsx"),
		route("input/complete", "routes/lime/input-complete.tsx"),
		route("email", "routes/lime/email.tsx"),
		route("email/complete", "routes/lime/email-complete.tsx"),
		route("change_email/:changeEmailToken", "routes/lime/change-email.tsx"),
	]),
] satisfies RouteConfig;
