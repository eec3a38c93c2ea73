import { type RefObject, useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { NEVER_KEPT, NOT_INPUT } from "./form-draft";

/*
 * What a member typed, kept in this tab (sessionStorage) so Back, Forward, Reload and a tab the phone
 * discarded give it back (docs/decisions/177-input-kept-in-the-tab.md). Bound to the member by an
 * opaque scope from the root loader; never a secret; dropped after the send and at sign-out.
 */

const PREFIX = "kenpo.tab-draft.";

type TabDraft = { scope: string; fields: Record<string, string[]> };

function storage(): Storage | null {
	try {
		return window.sessionStorage;
	} catch {
		// Storage switched off (a private mode, a webview setting): nothing is kept, the form still works.
		return null;
	}
}

const keyOf = (formId: string) => `${PREFIX}${window.location.pathname}#${formId}`;

function read(key: string): TabDraft | null {
	try {
		const value = JSON.parse(storage()?.getItem(key) ?? "null") as TabDraft | null;
		return value && typeof value.scope === "string" && typeof value.fields === "object" ? value : null;
	} catch {
		return null;
	}
}

/** The form's values worth keeping: no secret, no button, no framework field, no file. */
function keptFields(form: HTMLFormElement): Record<string, string[]> {
	const fields: Record<string, string[]> = {};
	for (const [name, value] of new FormData(form)) {
		if (NOT_INPUT.test(name) || NEVER_KEPT.test(name) || typeof value !== "string") continue;
		fields[name] = [...(fields[name] ?? []), value];
	}
	return fields;
}

function write(formId: string, scope: string, form: HTMLFormElement): void {
	try {
		storage()?.setItem(keyOf(formId), JSON.stringify({ scope, fields: keptFields(form) } satisfies TabDraft));
	} catch {
		// Full or refused: the tab keeps nothing more, the page is unchanged.
	}
}

/** Every kept draft of this tab whose key `matches`, removed. */
function dropWhere(matches: (key: string, draft: TabDraft | null) => boolean): void {
	const store = storage();
	if (!store) return;
	const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
		(key): key is string => key?.startsWith(PREFIX) === true,
	);
	for (const key of keys) if (matches(key, read(key))) store.removeItem(key);
}

/** After a successful send: the form's draft is gone, on whatever page it was kept. */
export function dropTabDraft(formId: string): void {
	dropWhere((key) => key.endsWith(`#${formId}`));
}

/** At sign-out: nothing typed in this tab stays for whoever uses it next. */
export function dropAllTabDrafts(): void {
	dropWhere(() => true);
}

/** Puts kept values into fields still as the page rendered them (what the server sent back wins). */
function fillUntouched(form: HTMLFormElement, fields: Record<string, string[]>): boolean {
	let filled = false;
	for (const element of Array.from(form.elements)) {
		if (
			!(
				element instanceof HTMLInputElement ||
				element instanceof HTMLTextAreaElement ||
				element instanceof HTMLSelectElement
			)
		)
			continue;
		const values = fields[element.name];
		if (!values || element.disabled || (element instanceof HTMLInputElement && element.type === "hidden")) continue;
		if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox")) {
			if (element.checked !== element.defaultChecked) continue;
			const checked = values.includes(element.value);
			if (checked === element.checked) continue;
			element.checked = checked;
		} else {
			const value = values[0] ?? "";
			const untouched =
				element instanceof HTMLSelectElement
					? Array.from(element.options).every((option) => option.selected === option.defaultSelected)
					: element.value === element.defaultValue;
			if (!untouched || element.value === value) continue;
			element.value = value;
		}
		filled = true;
		// The form library listens for these, as for the member's own typing.
		element.dispatchEvent(new Event("input", { bubbles: true }));
		element.dispatchEvent(new Event("change", { bubbles: true }));
	}
	return filled;
}

/** How the document was loaded: Reload and Back/Forward (a tab the phone discarded comes back so too) return to a page. */
function documentReturnedTo(): boolean {
	const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
	return entry?.type === "reload" || entry?.type === "back_forward";
}

/** The location the first keeping form rendered at: React Router keeps one object per history visit. */
let firstLocation: object | null = null;

/**
 * Keeps `formRef`'s input in this tab under `scope` (null: keep nothing) and gives it back when the
 * member returns to the page by Back, Forward or Reload. Opened afresh (a link, an address) the page
 * starts from what the server rendered and the old draft is dropped; shown again after a post, the
 * server's answer holds the values. Another member's draft is dropped.
 */
export function useTabDraft(formRef: RefObject<HTMLFormElement | null>, formId: string, scope: string | null): void {
	const navigationType = useNavigationType();
	const location = useLocation();
	firstLocation ??= location;
	// The page the document opened on is a return only if the document was; later pages are the app's own history.
	const firstOfDocument = location === firstLocation;
	useEffect(() => {
		const form = formRef.current;
		if (!form || scope === null) return;
		dropWhere((_key, draft) => draft !== null && draft.scope !== scope);
		const returnedTo = navigationType === "POP" && (!firstOfDocument || documentReturnedTo());
		const key = keyOf(formId);
		const kept = read(key);
		if (kept && returnedTo) fillUntouched(form, kept.fields);
		else if (navigationType === "PUSH" || (navigationType === "POP" && !returnedTo)) storage()?.removeItem(key);
		const keep = () => write(formId, scope, form);
		form.addEventListener("input", keep);
		form.addEventListener("change", keep);
		return () => {
			form.removeEventListener("input", keep);
			form.removeEventListener("change", keep);
		};
	}, [formRef, formId, scope, navigationType, firstOfDocument]);
}
