import { renderToStaticMarkup } from "react-dom/server";
import toast from "react-hot-toast/headless";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastHost } from "#app/components/toast-host";
import { COMMUNICATION_ERROR_MESSAGE, showCommunicationError } from "#app/lib/toasts/toast";
import { TOAST_DURATION_MS, TOAST_SPEED_MS, toToastCall } from "#app/lib/toasts/toast-call";
import { notify } from "#app/lib/toasts/toast-show";
import { STACK_STYLE, Toasts } from "#app/lib/toasts/toast-stack";

afterEach(() => {
	vi.restoreAllMocks();
	vi.unstubAllEnvs();
});

describe("docs/status-rules.md toast → react-hot-toast", () => {
	it("defaults to 3000 ms on screen and a 300 ms animation", () => {
		const { options } = toToastCall({ type: "default", text: "保存しました" });
		expect(TOAST_DURATION_MS).toBe(3000);
		expect(options.duration).toBe(3000);
		expect(options.removeDelay).toBe(TOAST_SPEED_MS);
		expect(options.style).toEqual({ "--toast-speed": "300ms" });
	});

	it("maps the four types, warn with its own icon and error as an alert", () => {
		expect(toToastCall({ type: "success", text: "x" }).kind).toBe("success");
		expect(toToastCall({ type: "error", text: "x" }).kind).toBe("error");
		expect(toToastCall({ type: "error", text: "x" }).options.ariaProps).toEqual({
			role: "alert",
			"aria-live": "assertive",
		});
		expect(toToastCall({ type: "warn", text: "x" })).toMatchObject({ kind: "blank", options: { icon: "⚠️" } });
		expect(toToastCall({ type: "default", text: "x" })).toMatchObject({ kind: "blank", options: { icon: undefined } });
	});

	it("honours duration, speed and group", () => {
		const { options } = toToastCall({ type: "success", text: "x", duration: 5000, speed: 150, group: "forms" });
		expect(options.duration).toBe(5000);
		expect(options.removeDelay).toBe(150);
		expect(options.style).toEqual({ "--toast-speed": "150ms" });
		expect(options.className).toBe("toast toast--success toast--group-forms");
	});

	it("gives duplicates one id only when ignoreDuplicates is set", () => {
		const a = toToastCall({ type: "error", title: "t", text: "x", ignoreDuplicates: true, group: "g" });
		const b = toToastCall({ type: "error", title: "t", text: "x", ignoreDuplicates: true, group: "g" });
		const other = toToastCall({ type: "error", title: "t", text: "x", ignoreDuplicates: true, group: "h" });
		expect(a.options.id).toBeDefined();
		expect(a.options.id).toBe(b.options.id);
		expect(other.options.id).not.toBe(a.options.id);
		expect(toToastCall({ type: "error", text: "x" }).options.id).toBeUndefined();
	});

	it("renders the title above the text", () => {
		const { content } = toToastCall({ type: "default", title: "お知らせ", text: "本文" });
		expect(renderToStaticMarkup(<div>{content}</div>)).toBe(
			'<div><span><strong class="toast__title">お知らせ</strong><br/>本文</span></div>',
		);
	});
});

describe("notify", () => {
	it("shows a duplicate under the same id instead of stacking it", () => {
		const first = notify({ type: "default", text: "重複", ignoreDuplicates: true, group: "dup" });
		const second = notify({ type: "default", text: "重複", ignoreDuplicates: true, group: "dup" });
		expect(second).toBe(first);
	});

	it("keeps at most `max` toasts of a group, dismissing the oldest", () => {
		const dismiss = vi.spyOn(toast, "dismiss");
		const ids = ["1", "2", "3"].map((text) => notify({ type: "default", text, group: "limited", max: 2 }));
		expect(dismiss).toHaveBeenCalledTimes(1);
		expect(dismiss).toHaveBeenCalledWith(ids[0]);
		notify({ type: "default", text: "other group", group: "elsewhere", max: 2 });
		expect(dismiss).toHaveBeenCalledTimes(1);
	});

	it("shows the communication error once however often it is raised (docs/status-rules.md)", async () => {
		// As in the browser: the server build never loads the toast chunk.
		vi.stubEnv("SSR", false);
		const error = vi.spyOn(toast, "error");
		await showCommunicationError();
		await showCommunicationError();
		expect(error).toHaveBeenCalledTimes(2);
		const [first, second] = error.mock.calls;
		expect(first?.[0]).toBe(COMMUNICATION_ERROR_MESSAGE);
		expect(first?.[1]?.id).toBeDefined();
		expect(second?.[1]?.id).toBe(first?.[1]?.id);
	});
});

describe("<ToastHost> and the stack", () => {
	it("renders the server's toasts for browsers without JavaScript, and no stack before its chunk has loaded", () => {
		const html = renderToStaticMarkup(
			<ToastHost messages={[{ type: "success", title: "完了", text: "保存しました" }]} />,
		);
		expect(html).toContain('<noscript><ul class="flash-list" role="status">');
		expect(html).toContain("保存しました");
		expect(html).not.toContain('class="toaster');
	});

	it("renders no status region when nothing is queued", () => {
		expect(renderToStaticMarkup(<ToastHost messages={[]} />)).toBe("");
	});

	it("the stack draws a shown toast: the bar with its class, the icon, and the message as an alert", () => {
		toast.remove();
		notify({ type: "error", text: "保存できませんでした", group: "drawn" });
		// The stack follows navigations (a toast belongs to its page): it lives inside the router.
		const router = createMemoryRouter([{ path: "*", element: <Toasts messages={[]} /> }]);
		const html = renderToStaticMarkup(<RouterProvider router={router} />);
		toast.remove();
		expect(html).toMatch(/^<div class="toaster toaster--(top-right|bottom-center)">/);
		expect(html).toContain('class="toast toast--error toast--group-drawn"');
		expect(html).toContain("width:300px");
		expect(html).toContain('<span class="toast__icon toast__icon--error" aria-hidden="true"></span>');
		expect(html).toContain('<div class="toast__message" role="alert" aria-live="assertive">保存できませんでした</div>');
		// Not yet measured: kept invisible until its height is known, so it never shows at a wrong offset.
		expect(html).toContain("opacity:0");
		// Icons are decorative: the message alone is announced.
		notify({ type: "warn", text: "ご確認ください", group: "drawn" });
		const withWarning = renderToStaticMarkup(<RouterProvider router={router} />);
		toast.remove();
		expect(withWarning).toContain('<span class="toast__icon toast__icon--text" aria-hidden="true">⚠️</span>');
	});

	it("the stack brings its own look, keyframes included, for <head>, and is empty while no toast is shown", () => {
		toast.remove();
		const router = createMemoryRouter([{ path: "*", element: <Toasts messages={[]} /> }]);
		const html = renderToStaticMarkup(<RouterProvider router={router} />);
		expect(html).toMatch(/^<div class="toaster toaster--(top-right|bottom-center)"><\/div>$/);
		expect(STACK_STYLE.css).toMatch(/\.toaster\s*\{[\s\S]*@keyframes toast-enter[\s\S]*prefers-reduced-motion/);
	});
});
