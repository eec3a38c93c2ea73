/** conform's reply in an action's data (the data itself, or its `result`), or an enquiry's confirm-step values. */
export function replyIn(value: unknown): { initialValue?: Record<string, unknown> } | null {
	if (!value || typeof value !== "object") return null;
	if ("initialValue" in value) return value as { initialValue?: Record<string, unknown> };
	if ("values" in value) return { initialValue: (value as { values?: Record<string, unknown> }).values };
	return replyIn((value as { result?: unknown }).result);
}

/** A reply's values named as the form posts them: a group's parts as `birthDate.year`. */
export function postedNames(values: Record<string, unknown>, prefix = ""): Record<string, unknown> {
	return Object.fromEntries(
		Object.entries(values).flatMap(([name, value]) =>
			value && typeof value === "object" && !Array.isArray(value)
				? Object.entries(postedNames(value as Record<string, unknown>, `${prefix}${name}.`))
				: [[`${prefix}${name}`, value]],
		),
	);
}

/** The values a reply sends back, named as posted. */
export function repliedValues(data: unknown): Record<string, unknown> | undefined {
	const values = replyIn(data)?.initialValue;
	return values ? postedNames(values) : undefined;
}
