import type { ReactNode } from "react";
import { findMatches } from "../data/search";

/** `text` with the ranges that match the search terms marked. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }): ReactNode {
	const ranges = findMatches(text, terms);
	if (ranges.length === 0) return text;
	const parts: ReactNode[] = [];
	let cursor = 0;
	for (const [start, end] of ranges) {
		if (start > cursor) parts.push(text.slice(cursor, start));
		parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
		cursor = end;
	}
	if (cursor < text.length) parts.push(text.slice(cursor));
	return parts;
}
