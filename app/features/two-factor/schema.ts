import * as z from "zod";
import { digitField } from "#app/lib/forms/field-schemas";

/** The PIN as typed (full-width digits, spaces or hyphens between groups), checked as six digits. */
export const pinCodeFormSchema = z.object({
	pinCode: digitField({
		required: "認証コードを入力してください",
		invalid: "認証コードは6桁の数字で入力してください",
		pattern: /^\d{6}$/,
		format: { separators: true },
	}),
	/** 「このブラウザを信頼する」: unticked (absent) unless the member says this device is their own. */
	trustBrowser: z.literal("on").optional(),
});
