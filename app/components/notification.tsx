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
			{/* The mark before the title is drawn by CSS (no text for assistive technology to read). */}
			<p className="notification__title">{title}</p>
			{children ? <div className="notification__body">{children}</div> : null}
		</div>
	);
}
