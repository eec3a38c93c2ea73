import * as z from "zod";
import { digitsOnly } from "#app/lib/japanese-input";

/** The PIN as typed (full-width digits and spaces allowed), checked as six digits. */
export const pinCodeFormSchema = z.object({
	pinCode: z
		.string({ error: "認証コードを入力してください" })
		.transform(digitsOnly)
		.pipe(
			z
				.string()
				.min(1, "認証コードを入力してください")
				.regex(/^\d{6}$/, "認証コードは6桁の数字で入力してください"),
		),
});
