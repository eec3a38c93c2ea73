/**
 * `cloudflare:workers` for the unit project, so the Durable Objects load as plain classes (and Stryker,
 * which runs this project, can mutate them). The real runtime stays covered by tests/worker.
 */
export class DurableObject<Env = unknown> {
	constructor(
		protected readonly ctx: DurableObjectState,
		protected readonly env: Env,
	) {}
}
