import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/** The route table: chrome layouts holding access layouts whose middleware decides for every page below (docs/routes.md). */
export default [
	layout("layouts/default.tsx", [
		layout("layouts/access/member.tsx", [
			index("features/content/routes/home.tsx"),
			route("news", "features/content/routes/news.tsx"),
			route("news/:id", "features/content/routes/news-detail.tsx"),
			route("health_support/:id", "features/content/routes/health-support.tsx"),
			route("users/detail", "features/account/routes/users-detail.tsx"),
			route("users/password/update", "features/passwords/routes/password-update.tsx"),
			route("users/recipe_settings", "features/recipe-settings/routes/recipe-settings.tsx"),
			route("faq/user", "features/content/routes/faq.tsx", { id: "routes/faq-user" }),
			route("terms/user", "features/content/routes/terms.tsx", { id: "routes/terms-user" }),
			route("contact/user", "features/contact/routes/contact-user.tsx"),
		]),
	]),
	layout("layouts/unauthenticated.tsx", [
		layout("layouts/access/public.tsx", [
			route("login", "features/sign-in/routes/login.tsx"),
			route("callback", "features/sign-in/routes/callback.tsx"),
			route("faq", "features/content/routes/faq.tsx", { id: "routes/faq-public" }),
			route("terms", "features/content/routes/terms.tsx", { id: "routes/terms-public" }),
			route("privacy", "features/content/routes/privacy.tsx"),
			route("accessibility", "features/content/routes/accessibility.tsx"),
			route("contact", "features/contact/routes/contact-public.tsx"),
			route("activation/:token", "features/passwords/routes/activation.tsx"),
			route("users/token_expired", "features/passwords/routes/token-expired.tsx"),
			route("users/password/reset", "features/passwords/routes/password-reset-request.tsx"),
			route("users/password/reset/:token", "features/passwords/routes/password-reset.tsx"),
			// Read in a browser by members who cannot sign in (the sign-in and lime pages link here): the site header.
			route("app_manual/login/:page", "features/content/routes/login-help.tsx"),
		]),
		layout("layouts/access/member-without-two-factor.tsx", [
			route("users/password/force_change", "features/passwords/routes/password-force-change.tsx"),
			route("two_factor_authentication/:channel", "features/two-factor/routes/two-factor.tsx"),
		]),
	]),
	layout("layouts/webview.tsx", [
		layout("layouts/access/signed-in.tsx", [
			route("questionnaires/:id/new", "features/questionnaire/routes/questionnaire-new.tsx"),
		]),
		...prefix("app_manual", [
			layout("layouts/access/member.tsx", { id: "layouts/access/member-webview" }, [
				route(":page", "features/content/routes/app-manual.tsx"),
			]),
		]),
	]),
	layout("layouts/access/public.tsx", { id: "layouts/access/public-resources" }, [
		// Signs out whoever posts it; GET shows the sign-out button and changes nothing (no loader).
		route("logout", "features/sign-in/routes/logout.tsx"),
		// Same-origin postal-code lookup for the contact-detail form: cacheable, no token in its URL.
		route("api/postal_codes/:code", "features/contact-detail/routes/postal-codes.ts"),
	]),
	// The e-mailed contact-detail flow: the layout checks the link's token on every request.
	route("contact_detail_form/:token", "features/contact-detail/layout.tsx", [
		index("features/contact-detail/routes/entry.tsx"),
		route("auth", "features/contact-detail/routes/auth.tsx"),
		route("change_email/:changeEmailToken", "features/contact-detail/routes/change-email.tsx"),
		layout("features/contact-detail/access.tsx", [
			route("actions", "features/contact-detail/routes/actions.tsx"),
			route("input", "features/contact-detail/routes/input.tsx"),
			route("input/confirm", "features/contact-detail/routes/input-confirm.tsx"),
			route("input/complete", "features/contact-detail/routes/input-complete.tsx"),
			route("email", "features/contact-detail/routes/email.tsx"),
			route("email/complete", "features/contact-detail/routes/email-complete.tsx"),
		]),
	]),
	// Any other address: the 404 screen, in the layout of whoever asks (a matched route runs the root loader).
	route("*", "features/content/routes/not-found.tsx"),
] satisfies RouteConfig;
