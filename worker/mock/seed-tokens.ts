/* Fixed demo tokens (docs/mock-backend.md), reusable so a demo never runs out; tokens the mock issues are single-use. */

/** Opens /activation/demo-activation for an account that has not set a password yet. */
export const DEMO_ACTIVATION_TOKEN = "demo-activation";
/** Opens /users/password/reset/demo-reset for member 1001 (sms). */
export const DEMO_RESET_TOKEN = "demo-reset";
export const DEMO_RESET_MEMBER_ID = 1001;

/** A contact-detail link (lime URL token) and the person it was sent to. */
export type DemoLink = {
	urlToken: string;
	/** The demo member whose records authenticate the link. */
	memberId: number;
	addressRequired: boolean;
	/** The link was opened from the mobile app. */
	returnToApp: boolean;
};

export const DEMO_LINKS: readonly DemoLink[] = [
	{ urlToken: "demo-lime", memberId: 1001, addressRequired: true, returnToApp: false },
	{ urlToken: "demo-lime-app", memberId: 1004, addressRequired: false, returnToApp: true },
];

/** /contact_detail_form/demo-lime/change_email/demo-change-email confirms a change to this address. */
export const DEMO_CHANGE_EMAIL = {
	token: "demo-change-email",
	urlToken: "demo-lime",
	email: "taro.yamada.new@example.jp",
} as const;
