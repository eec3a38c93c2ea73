import type { ReactNode } from "react";

/**
 * The outcome of a save, under the page's heading and there until the member moves on (the
 * Digital Agency Design System's notification banner): success is a status, an error an alert, so
 * screen readers announce either as it appears. Toasts may tell the same in passing; this stays.
 */
export function Notification({
	type,
	title,
	children,
}: {
	type: "success" | "error";
	title: string;
	children?: ReactNode;
}) {
	return (
		<div className={`notification notification--${type}`} role={type === "error" ? "alert" : "status"}>
			<p className="notification__title">
				<span className="notification__icon" aria-hidden="true">
					{type === "error" ? "!" : "✓"}
				</span>
				{title}
			</p>
			{children ? <div className="notification__body">{children}</div> : null}
		</div>
	);
}
