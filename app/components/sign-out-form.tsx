import type { ReactNode } from "react";
import { Form } from "react-router";
import { dropAllTabDrafts } from "#app/lib/forms/tab-draft";

/** Sign-out posts `/logout` as a document, which may go on to the provider's end-session page (docs/session.md). */
export function SignOutForm({
	label,
	buttonClassName,
	className,
	children,
}: {
	label: string;
	buttonClassName: string;
	className?: string;
	children?: ReactNode;
}) {
	return (
		// Nothing typed in this tab stays for whoever uses the phone next.
		<Form method="post" action="/logout" reloadDocument className={className} onSubmit={dropAllTabDrafts}>
			<button type="submit" className={buttonClassName}>
				{label}
			</button>
			{children}
		</Form>
	);
}
