// The worker isolate's own JS heap, read through the inspector that `wrangler dev` opens
// (Chrome DevTools Protocol). workerd does not answer HeapProfiler.collectGarbage, so a sample
// includes garbage not yet collected: the low points of a series are what the worker holds.
// RSS of workerd under `wrangler dev` is no measure of the worker: a worker that only answers "ok"
// grows it by hundreds of MB in 20 s of load (docs/performance.md).

/** A DevTools Protocol session with the worker isolate: `send(method, params)` answers its result. */
export async function connectInspector(inspectorPort) {
	// The inspector proxy only accepts a local Origin.
	const ws = new WebSocket(`ws://127.0.0.1:${inspectorPort}/ws`, {
		headers: { Origin: `http://127.0.0.1:${inspectorPort}` },
	});
	const pending = new Map();
	let nextId = 0;
	ws.onmessage = (message) => {
		const data = JSON.parse(String(message.data));
		const resolve = pending.get(data.id);
		if (resolve) {
			pending.delete(data.id);
			resolve(data);
		}
	};
	// An opening WebSocket does not keep Node's event loop alive: hold it with a timer.
	const keepAlive = setInterval(() => {}, 1000);
	try {
		await new Promise((resolve, reject) => {
			ws.onopen = resolve;
			ws.onerror = () => reject(new Error(`no inspector on port ${inspectorPort}`));
		});
	} finally {
		clearInterval(keepAlive);
	}
	const send = (method, params = {}) =>
		new Promise((resolve, reject) => {
			nextId += 1;
			const timer = setTimeout(() => reject(new Error(`${method}: no answer`)), 30_000);
			pending.set(nextId, (data) => {
				clearTimeout(timer);
				resolve(data.result);
			});
			ws.send(JSON.stringify({ id: nextId, method, params }));
		});
	return { send, close: () => ws.close() };
}

/** The isolate's JS heap in use, sampled through the inspector. */
export async function connectIsolateHeap(inspectorPort) {
	const inspector = await connectInspector(inspectorPort);
	return {
		/** Bytes of JS heap in use now. */
		async used() {
			return (await inspector.send("Runtime.getHeapUsage")).usedSize;
		},
		close: inspector.close,
	};
}
