/** conform's reply in an action's data (the data itself, or its `result`). */
export function replyIn(value: unknown): { initialValue?: Record<string, unknown> } | null {
	if (!value || typeof value !== "object") return null;
	if ("initialValue" in value) return value as { initialValue?: Record<string, unknown> };
	return replyIn((value as { result?: unknown }).result);
}

/**
 * The values a re-rendered form starts from, by the names the form posts: conform nests
 * `birthDate.era` as `{ birthDate: { era } }`, so grouped fields are flattened back to their
 * posted names (a list of plain values, e.g. checkboxes, stays under its one name).
 */
export function keptValuesIn(value: unknown): Record<string, unknown> | undefined {
	const initial = replyIn(value)?.initialValue;
	if (!initial) return undefined;
	const flat: Record<string, unknown> = {};
	const walk = (node: unknown, name: string) => {
		if (node && typeof node === "object" && !Array.isArray(node)) {
			for (const [key, child] of Object.entries(node)) walk(child, name ? `${name}.${key}` : key);
		} else if (Array.isArray(node) && node.some((item) => item && typeof item === "object")) {
			for (const [index, item] of node.entries()) walk(item, `${name}[${index}]`);
		} else {
			flat[name] = node;
		}
	};
	walk(initial, "");
	return flat;
}
