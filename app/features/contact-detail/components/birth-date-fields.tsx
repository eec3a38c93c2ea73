import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { FieldErrors } from "#app/components/form";
import { eraLabel } from "#app/lib/japanese-era";
import { digitsOnly } from "#app/lib/japanese-input";

type Part = FieldMetadata<string | undefined | null>;

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1));
const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

function numberOf(value: unknown): number | undefined {
	if (typeof value !== "string") return undefined;
	const digits = digitsOnly(value);
	return digits ? Number(digits) : undefined;
}

/** 「（昭和55年）」 from whatever the member has typed so far; empty until the year is complete. */
export function eraText(year: unknown, month: unknown, day: unknown): string {
	const label = eraLabel(numberOf(year) ?? Number.NaN, numberOf(month), numberOf(day));
	return label ? `（${label}）` : "";
}

/**
 * 生年月日 as western year (typed), month and day (chosen), with the Japanese
 * era next to the year. The era is computed from the current values, so the
 * server renders it and the browser keeps it up to date as the member types.
 */
export function BirthDateFields({ year, month, day }: { year: Part; month: Part; day: Part }) {
	const hintId = `${year.id}-hint`;
	const eraId = `${year.id}-era`;
	const { key: yearKey, ...yearProps } = getInputProps(year, { type: "text", ariaDescribedBy: `${hintId} ${eraId}` });
	const { key: monthKey, ...monthProps } = getSelectProps(month);
	const { key: dayKey, ...dayProps } = getSelectProps(day);
	return (
		<fieldset className="field lime-birth-date">
			<legend className="field__label">
				生年月日<span className="field__required">必須</span>
			</legend>
			<p className="field__hint" id={hintId}>
				年は西暦4桁で入力してください（例：1980）。和暦は自動で表示されます。
			</p>
			<div className="lime-birth-date__parts">
				<span className="lime-birth-date__part">
					<input
						key={yearKey}
						{...yearProps}
						className="field__input lime-birth-date__year"
						inputMode="numeric"
						autoComplete="bday-year"
						maxLength={4}
					/>
					<label htmlFor={year.id}>
						年<span className="visually-hidden">（西暦）</span>
					</label>
					<output id={eraId} htmlFor={year.id} className="lime-era" aria-live="polite">
						{eraText(year.value, month.value, day.value)}
					</output>
				</span>
				<span className="lime-birth-date__part">
					<select key={monthKey} {...monthProps} autoComplete="bday-month" className="lime-birth-date__select">
						<option value="">--</option>
						{MONTHS.map((value) => (
							<option key={value} value={value}>
								{value}
							</option>
						))}
					</select>
					<label htmlFor={month.id}>月</label>
				</span>
				<span className="lime-birth-date__part">
					<select key={dayKey} {...dayProps} autoComplete="bday-day" className="lime-birth-date__select">
						<option value="">--</option>
						{DAYS.map((value) => (
							<option key={value} value={value}>
								{value}
							</option>
						))}
					</select>
					<label htmlFor={day.id}>日</label>
				</span>
			</div>
			<FieldErrors field={year} />
			<FieldErrors field={month} />
			<FieldErrors field={day} />
		</fieldset>
	);
}
