/**
 * `cloudflare:workers` for the unit project (Node), where the Workers runtime's module does not
 * exist: the Durable Object classes in worker/durable then load as plain classes, their logic
 * tested with a storage double (and Stryker can mutate them: it runs the unit project only,
 * docs/mutation-testing.md). Like the runtime's, the base class keeps `ctx` and `env`.
 * The real runtime stays covered by the Workers-runtime tests.
 */
export class DurableObject<Env = unknown> {
	constructor(
		protected readonly ctx: DurableObjectState,
		protected readonly env: Env,
	) {}
}
