/** Sets a conform control as typing would: both hear an input event and the element keeps its focus. */
export function setControlValue(form: HTMLFormElement, name: string, value: string): void {
	const control = form.elements.namedItem(name);
	if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return;
	if (control.value === value) return;
	control.value = value;
	control.dispatchEvent(new Event("input", { bubbles: true }));
	control.dispatchEvent(new Event("change", { bubbles: true }));
}

/** The current value of a form's text box or select ("" when there is none). */
export function controlValue(form: HTMLFormElement, name: string): string {
	const control = form.elements.namedItem(name);
	return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : "";
}
