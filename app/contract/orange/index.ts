import { createContact, createPublicContact } from "./contact";
import { getCurrentUser, getCurrentUserDetail } from "./current-user";
import { getHealthSupport, listHealthSupports } from "./health-supports";
import { getNews, listNews } from "./news";
import {
	activateUser,
	checkActivationToken,
	checkResetPasswordToken,
	forceUpdatePassword,
	requestPasswordReset,
	resetPassword,
	updatePassword,
} from "./passwords";
import { answerQuestionnaire, getNewQuestionnaire } from "./questionnaire";
import { saveRecipeSetting } from "./recipe-settings";
import {
	countTrustedBrowsers,
	deleteTrustedBrowsers,
	sendPinCodeEmail,
	sendPinCodeSms,
	verifyTwoFactor,
} from "./two-factors";

/** Every call of the main API (docs/contract.md), by the name the typed client exposes. */
export const orangeCalls = {
	createContact,
	createPublicContact,
	getCurrentUser,
	getCurrentUserDetail,
	updatePassword,
	forceUpdatePassword,
	listHealthSupports,
	getHealthSupport,
	listNews,
	getNews,
	checkActivationToken,
	activateUser,
	getNewQuestionnaire,
	answerQuestionnaire,
	saveRecipeSetting,
	requestPasswordReset,
	checkResetPasswordToken,
	resetPassword,
	verifyTwoFactor,
	countTrustedBrowsers,
	deleteTrustedBrowsers,
	sendPinCodeEmail,
	sendPinCodeSms,
} as const;
export type OrangeCalls = typeof orangeCalls;
export type OrangeCallName = keyof OrangeCalls;
