/** 「アプリに戻る」: a plain link to the app's scheme, so it works without JavaScript and leaves nothing of ours open. */
export function AppReturnLink({ href, primary = true }: { href: string; primary?: boolean }) {
	return (
		<a href={href} className={`button ${primary ? "button--primary" : "button--secondary"}`}>
			アプリに戻る
		</a>
	);
}
