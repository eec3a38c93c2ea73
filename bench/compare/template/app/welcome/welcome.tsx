const resources = [
	{ href: "https://reactrouter.com/docs", text: "React Router Docs" },
	{ href: "https://rmx.as/discord", text: "Join Discord" },
];

export function Welcome({ message }: { message: string }) {
	return (
		<main>
			<header>
				<h1>React Router</h1>
			</header>
			<nav>
				<p>What&apos;s next?</p>
				<ul>
					{resources.map(({ href, text }) => (
						<li key={href}>
							<a href={href} target="_blank" rel="noreferrer">
								{text}
							</a>
						</li>
					))}
					<li>{message}</li>
				</ul>
			</nav>
		</main>
	);
}
