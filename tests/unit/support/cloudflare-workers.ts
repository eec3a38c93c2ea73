/** `cloudflare:workers` for Node, so the Durable Objects load as plain classes (and Stryker can mutate them). */
export class DurableObject<Env = unknown> {
	constructor(
		protected readonly ctx: DurableObjectState,
		protected readonly env: Env,
	) {}
}
