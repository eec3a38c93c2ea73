/** The part of a Durable Object's storage the ledger and the identity pace use, in memory. */
export function storageDouble() {
	const values = new Map<string, unknown>();
	const alarms: number[] = [];
	const storage = {
		get: async (key: string) => values.get(key),
		put: async (key: string, value: unknown) => {
			values.set(key, value);
		},
		setAlarm: async (at: number) => {
			alarms.push(at);
		},
		deleteAll: async () => {
			values.clear();
		},
	};
	return { values, alarms, state: { storage } as unknown as DurableObjectState };
}
