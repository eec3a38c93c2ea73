import type { ReplacedAddress } from "../address-match";

/**
 * Under 町名・番地 and 建物名・部屋番号 after a new postal code replaced the address: the block number
 * was overwritten and a building may belong to the old address, so the member checks both there.
 */
export function ReplacedAddressNotice({
	replaced,
	part,
}: {
	replaced: ReplacedAddress | undefined;
	part: "street" | "building";
}) {
	if (!replaced) return null;
	if (part === "building" && !replaced.building) return null;
	return (
		<strong className="field__notice">
			{part === "street"
				? "郵便番号が変わったため、住所を置き換えました。番地をご確認ください。"
				: "前の住所の建物名・部屋番号が残っています。新しい住所のものかご確認ください。"}
		</strong>
	);
}
