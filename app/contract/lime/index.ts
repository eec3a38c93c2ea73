import { checkEmailChange, confirmEmailChange, requestEmailChange } from "./change-emails";
import { confirmContactDetail, createContactDetail, getNewContactDetail } from "./contact-detail";
import { authenticate, checkUrlToken } from "./users";

/** Every call of the contact-detail API (docs/contract.md), by the name the typed client exposes. */
export const limeCalls = {
	requestEmailChange,
	confirmEmailChange,
	checkEmailChange,
	getNewContactDetail,
	createContactDetail,
	confirmContactDetail,
	checkUrlToken,
	authenticate,
} as const;
export type LimeCalls = typeof limeCalls;
export type LimeCallName = keyof LimeCalls;
