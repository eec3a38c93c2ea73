import type { ReactNode } from "react";

/** A line of a receipt; one whose value is empty is left out. */
type ReceiptLine = readonly [label: string, value: ReactNode];

/** What a finished step records (受付番号, 回答日, 設定日…), as label and value. */
export function Receipt({ lines }: { lines: readonly ReceiptLine[] }) {
	return (
		<dl className="receipt">
			{lines
				.filter(([, value]) => value !== null && value !== undefined && value !== "")
				.map(([label, value]) => (
					<div key={label}>
						<dt>{label}</dt>
						<dd>{value}</dd>
					</div>
				))}
		</dl>
	);
}
