import { type MouseEvent, type ReactNode, useId, useRef } from "react";
import { Form, Link } from "react-router";
import { SubmitButton } from "./form";

/**
 * An action that cannot be undone, asked once more before it runs. Without JavaScript the trigger is
 * a link to the same page with `confirmQuery`, where the page shows the question in place (`confirming`);
 * with JavaScript the same question opens as a modal dialog. Either way only the question's own
 * button posts the form.
 */
export function ConfirmStep({
	triggerLabel,
	title,
	children,
	confirmLabel,
	confirming,
	confirmQuery,
	pagePath,
	intent,
	fields = {},
	describedBy,
}: {
	triggerLabel: string;
	title: string;
	/** What happens, said in the question. */
	children: ReactNode;
	confirmLabel: string;
	/** The page was opened with `confirmQuery` (no JavaScript): the question stands on the page. */
	confirming: boolean;
	/** `confirm=…`: the query that asks the question without JavaScript. */
	confirmQuery: string;
	/** The page without the question: やめる goes there, and the form posts there (never back to the question). */
	pagePath: string;
	/** The form's `intent`, which the action checks. */
	intent: string;
	/** More hidden fields the form posts (which row the question is about). */
	fields?: Readonly<Record<string, string>>;
	describedBy?: string;
}) {
	const dialog = useRef<HTMLDialogElement>(null);
	const titleId = useId();
	const question = (
		<>
			<h3 id={titleId} className="confirm-step__title">
				{title}
			</h3>
			<div className="confirm-step__text">{children}</div>
			<Form method="post" action={pagePath} className="form-actions confirm-step__actions">
				<input type="hidden" name="intent" value={intent} />
				{Object.entries(fields).map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<SubmitButton>{confirmLabel}</SubmitButton>
			</Form>
		</>
	);
	if (confirming) {
		return (
			<section className="card confirm-step" aria-labelledby={titleId}>
				{question}
				<p>
					<Link to={pagePath} className="button button--secondary" preventScrollReset>
						やめる
					</Link>
				</p>
			</section>
		);
	}
	function open(event: MouseEvent<HTMLAnchorElement>) {
		if (!dialog.current?.showModal) return; // no dialog support: the link asks on the page
		event.preventDefault();
		dialog.current.showModal();
	}
	return (
		<>
			<Link
				to={`?${confirmQuery}`}
				className="button button--secondary"
				aria-describedby={describedBy}
				onClick={open}
				preventScrollReset
			>
				{triggerLabel}
			</Link>
			<dialog ref={dialog} className="confirm-step confirm-step--dialog" aria-labelledby={titleId}>
				{question}
				<p>
					<button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
						やめる
					</button>
				</p>
			</dialog>
		</>
	);
}
