/** A `Map` of at most `limit` entries, oldest dropped first: for per-isolate memos keyed by requests. */
export class BoundedMap<K, V> extends Map<K, V> {
	constructor(readonly limit: number) {
		super();
	}

	override set(key: K, value: V): this {
		// Set again, a key counts as new: a Map keeps its first place otherwise.
		if (!this.delete(key) && this.size >= this.limit) {
			const oldest = this.keys().next();
			if (!oldest.done) this.delete(oldest.value);
		}
		return super.set(key, value);
	}
}
