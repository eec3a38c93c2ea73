import type { LimeCallName } from "#app/contract/lime";
import { VALID_DETAIL } from "../../fixtures/lime";
import type { Sample } from "../mock-helpers";

export { VALID_DETAIL };

/** A valid request to every call of the lime contract, for the demo link (worker/mock/seed-tokens.ts). */
export const DEMO_IDENTITY = {
	urlToken: "demo-lime",
	birthDate: "1980-04-01",
	nameKana: "ヤマダ タロウ",
	kigou: "1234",
	number: "5678",
};

export const LIME_SAMPLES: Record<LimeCallName, Sample> = {
	checkUrlToken: { params: { urlToken: "demo-lime" } },
	authenticate: { body: DEMO_IDENTITY },
	getNewContactDetail: {},
	confirmContactDetail: { body: VALID_DETAIL },
	createContactDetail: { body: VALID_DETAIL },
	requestEmailChange: { body: { email: "taro.new@example.jp", urlToken: "demo-lime" } },
	confirmEmailChange: { params: { changeEmailToken: "demo-change-email" }, query: { urlToken: "demo-lime" } },
	checkEmailChange: { params: { changeEmailToken: "demo-change-email" }, query: { urlToken: "demo-lime" } },
};
