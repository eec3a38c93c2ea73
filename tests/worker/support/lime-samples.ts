import type { LimeCallName } from "#app/contract/lime";
import type { Sample } from "../mock-helpers";

/** A valid request to every call of the lime contract, for the demo link (worker/mock/seed-tokens.ts). */
export const DEMO_IDENTITY = {
	urlToken: "demo-lime",
	birthDate: "1980-04-01",
	nameKana: "ヤマダ タロウ",
	kigou: "1234",
	number: "5678",
};
export const VALID_DETAIL = {
	addressType: "home",
	postalCodeFirst: "150",
	postalCodeSecond: "0001",
	prefecture: "東京都",
	city: "渋谷区",
	street: "神宮前1-2-3",
	building: "",
	phoneType: "mobile",
	phoneNumber: "090-1234-5678",
};

export const LIME_SAMPLES: Record<LimeCallName, Sample> = {
	checkUrlToken: { params: { urlToken: "demo-lime" } },
	authenticate: { body: DEMO_IDENTITY },
	getNewContactDetail: {},
	confirmContactDetail: { body: VALID_DETAIL },
	createContactDetail: { body: VALID_DETAIL },
	requestEmailChange: { body: { email: "taro.new@example.jp", urlToken: "demo-lime" } },
	confirmEmailChange: { params: { changeEmailToken: "demo-change-email" }, query: { urlToken: "demo-lime" } },
};
