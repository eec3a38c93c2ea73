/** Pages our content links to: content names the destination, the page resolves the public or member variant. */
export type ContentVariant = "public" | "user";

const TARGETS = {
	contact: { public: "/contact", user: "/contact/user" },
	faq: { public: "/faq", user: "/faq/user" },
	terms: { public: "/terms", user: "/terms/user" },
	passwordReset: { public: "/users/password/reset", user: "/users/password/reset" },
	passwordUpdate: { public: "/users/password/update", user: "/users/password/update" },
	usersDetail: { public: "/users/detail", user: "/users/detail" },
	recipeSettings: { public: "/users/recipe_settings", user: "/users/recipe_settings" },
	news: { public: "/news", user: "/news" },
	home: { public: "/", user: "/" },
	login: { public: "/login", user: "/" },
	loginContactHelp: { public: "/app_manual/login/contact", user: "/app_manual/login/contact" },
	invalidUrlHelp: { public: "/app_manual/login/invalid_url", user: "/app_manual/login/invalid_url" },
	cantResetPasswordHelp: {
		public: "/app_manual/login/cant_reset_password",
		user: "/app_manual/login/cant_reset_password",
	},
	passwordActivationHelp: {
		public: "/app_manual/login/password_activation",
		user: "/app_manual/login/password_activation",
	},
	activationMailHelp: {
		public: "/app_manual/login/cant_receive_activation_mail",
		user: "/app_manual/login/cant_receive_activation_mail",
	},
} as const satisfies Record<string, Record<ContentVariant, string>>;

type ContentLinkTarget = keyof typeof TARGETS;
export type ContentLink = { label: string; to: ContentLinkTarget };

export function resolveContentLink(target: ContentLinkTarget, variant: ContentVariant): string {
	return TARGETS[target][variant];
}
