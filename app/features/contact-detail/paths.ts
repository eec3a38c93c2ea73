// The flow's URLs live beside the error policy, which sends a refused identity back to `…/auth`.
export { type LimePage, limePath } from "#app/lib/urls/paths";
