import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { type FocusEvent, useState } from "react";
import {
	BIRTH_DATE_ERAS,
	BIRTH_DATE_PARTS,
	type BirthDatePart,
	type BirthDateParts,
	birthYearConversion,
	readBirthDate,
} from "#app/lib/japanese/era";

/* 生年月日 as the Digital Agency asks: calendar, then year, month, day boxes (read by birthDateField). */

type Part = Pick<FieldMetadata<string | undefined>, "id" | "name" | "key" | "value">;

/** The posted value of a part as conform holds it (a string, or nothing yet). */
function textOf(part: Part): string {
	return typeof part.value === "string" ? part.value : "";
}

/**
 * The boxes to mark while the group has a message: those the date's own reading names (the day of
 * 2月30日), so the member sees where to correct; every box when the values read well (a message
 * about values since corrected, or the server's).
 */
function wrongParts(invalid: boolean, values: BirthDateParts): readonly BirthDatePart[] {
	if (!invalid) return [];
	const reading = readBirthDate(values);
	return reading.kind === "problem" ? reading.parts : BIRTH_DATE_PARTS;
}

export function BirthDateFields<Schema extends Record<string, unknown>>({
	field,
	form,
	required = false,
	legend = "生年月日",
}: {
	field: FieldMetadata<BirthDateParts | undefined, Schema, string[]>;
	/** The form, to check the group when focus leaves it (conform checks each box on its own otherwise). */
	form: Pick<FormMetadata<Schema, string[]>, "validate">;
	required?: boolean;
	legend?: string;
}) {
	const parts: Record<"era" | "year" | "month" | "day", Part> = field.getFieldset();
	const postedEra = textOf(parts.era) || "western";
	const [era, setEra] = useState(postedEra);
	const [typed, setTyped] = useState({ year: textOf(parts.year), month: textOf(parts.month), day: textOf(parts.day) });
	const hintId = `${field.id}-hint`;
	const conversionId = `${field.id}-conversion`;
	const invalid = Boolean(field.errors?.length);
	const wrong = wrongParts(invalid, { era, ...typed });
	const describedBy = [hintId, invalid ? field.errorId : null].filter(Boolean).join(" ");
	const western = era === "western";

	const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
		// Only once the member leaves the whole group: not between its boxes.
		if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
		if (typed.year || typed.month || typed.day || field.errors?.length) form.validate({ name: field.name });
	};
	const numberBox = (key: "year" | "month" | "day", label: string, autoComplete: string, maxLength: number) => (
		<span className="birth-date__part">
			<input
				key={parts[key].key}
				id={parts[key].id}
				name={parts[key].name}
				defaultValue={textOf(parts[key])}
				type="text"
				inputMode="numeric"
				autoComplete={autoComplete}
				maxLength={maxLength}
				className={`field__input birth-date__${key}`}
				aria-invalid={wrong.includes(key) || undefined}
				aria-describedby={key === "year" ? `${describedBy} ${conversionId}` : describedBy}
				onInput={(event) => {
					const value = event.currentTarget.value;
					setTyped((current) => ({ ...current, [key]: value }));
				}}
			/>
			<label htmlFor={parts[key].id}>{label}</label>
		</span>
	);

	return (
		<fieldset className="field birth-date" onBlur={onBlur}>
			<legend className="field__label">
				{legend}
				{required ? <span className="field__required">必須</span> : null}
			</legend>
			<p className="field__hint" id={hintId}>
				{/* Each number stays with its 年・月・日: a phone line never starts with a lone 「日」. */}
				西暦か元号を選び、年・月・日を数字で入力してください（例：
				<span className="nowrap">昭和 55年 4月 1日</span>、<span className="nowrap">西暦 1980年 4月 1日</span>
				）。元年は「1」または「元」と入力できます。
			</p>
			<div className="birth-date__parts">
				<span className="birth-date__part">
					<label htmlFor={field.id} className="visually-hidden">
						西暦・和暦
					</label>
					<select
						key={parts.era.key}
						id={field.id}
						name={parts.era.name}
						defaultValue={postedEra}
						className="birth-date__era"
						aria-invalid={wrong.includes("era") || undefined}
						aria-describedby={describedBy}
						onChange={(event) => setEra(event.currentTarget.value)}
					>
						{BIRTH_DATE_ERAS.map((choice) => (
							<option key={choice.value} value={choice.value}>
								{choice.label}
							</option>
						))}
					</select>
				</span>
				{/* The browser's saved birthday is a western year: offered only while 西暦 is chosen. */}
				{numberBox("year", "年", western ? "bday-year" : "off", 4)}
				{numberBox("month", "月", "bday-month", 2)}
				{numberBox("day", "日", "bday-day", 2)}
			</div>
			<output id={conversionId} htmlFor={parts.year.id} className="birth-date__conversion" aria-live="polite">
				{birthYearConversion({ era, ...typed })}
			</output>
			{invalid ? (
				<div className="field__errors" id={field.errorId} role="alert">
					<p>{field.errors?.[0]}</p>
				</div>
			) : null}
		</fieldset>
	);
}
