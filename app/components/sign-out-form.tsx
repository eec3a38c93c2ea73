import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * Signing out is a POST to `/logout` as a full document request: the response clears cookies and
 * may send the browser on to the provider's end-session page (docs/session.md), which a client-side
 * submission could not follow. `children` follow the button inside the form.
 */
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
