import type { ReactNode } from "react";
import { Form } from "react-router";

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
		<Form method="post" action="/logout" reloadDocument className={className}>
			<button type="submit" className={buttonClassName}>
				{label}
			</button>
			{children}
		</Form>
	);
}
