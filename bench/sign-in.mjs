// Signs a demo member in over plain HTTP, as a browser would (IdP, callback, two-factor), and
// returns the Cookie header of the session: the bench and Lighthouse measure member pages with it.
// The IdP is the mock's, in the served worker (`/_mock`) or in an upstream of its own (bench/latency/upstream.mjs).

/** Set-Cookie lines folded into a jar; deletions (Max-Age=0) remove the cookie. */
function remember(jar, response) {
	for (const line of response.headers.getSetCookie()) {
		const [pair] = line.split(";");
		const index = pair.indexOf("=");
		const name = pair.slice(0, index);
		const value = pair.slice(index + 1);
		if (value === "" || /max-age=0/i.test(line)) jar.delete(name);
		else jar.set(name, value);
	}
}

const header = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

async function step(jar, url, init = {}) {
	const response = await fetch(url, {
		...init,
		redirect: "manual",
		headers: { ...init.headers, cookie: header(jar) },
		signal: AbortSignal.timeout(15_000),
	});
	remember(jar, response);
	await response.arrayBuffer();
	return response;
}

export async function signInCookie(
	origin,
	{ loginId = "sms", channel = "sms", password = "Password123!", pin = "123456" } = {},
) {
	const jar = new Map();
	const login = await step(jar, `${origin}/login`);
	const authorize = new URL(login.headers.get("location") ?? "", origin);
	if (!authorize.pathname.endsWith("/oauth/authorize")) throw new Error(`unexpected /login answer ${login.status}`);

	const form = new URLSearchParams(authorize.searchParams);
	form.set("login_id", loginId);
	form.set("password", password);
	// The mock IdP's form posts to itself: under /_mock of this origin, or an upstream of its own.
	const authorized = await step(jar, new URL(authorize.pathname, authorize.origin), {
		method: "POST",
		headers: { "content-type": "application/x-www-form-urlencoded", origin: authorize.origin },
		body: form,
	});
	const callback = authorized.headers.get("location");
	if (!callback) throw new Error(`mock IdP refused the sign-in (${authorized.status})`);

	const signedIn = await step(jar, callback);
	if (signedIn.status !== 302 || !jar.has("__Host-session")) throw new Error(`callback failed (${signedIn.status})`);

	const twoFactor = await step(jar, `${origin}/two_factor_authentication/${channel}`, {
		method: "POST",
		headers: { "content-type": "application/x-www-form-urlencoded", origin },
		body: new URLSearchParams({ intent: "verify", pinCode: pin }),
	});
	if (twoFactor.status !== 302 || !jar.has("__Host-trusted-browser")) {
		throw new Error(`two-factor failed (${twoFactor.status})`);
	}
	return header(jar);
}
