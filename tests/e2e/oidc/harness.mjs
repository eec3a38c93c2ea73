// The "oidc" project: two `oidc-provider` instances on free ports (the member's provider and an impostor
// for the RFC 9207 mix-up), then the built worker configured for the first through vars. The provider is
// strict: PKCE, client_secret_post, rotating refresh tokens, `iss` in responses, RP-initiated logout.
import { generateKeyPairSync } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname } from "node:path";
import Provider from "oidc-provider";
// The in-memory store the provider falls back to, passed explicitly (one per provider): the fallback
// prints a warning meant for production deployments on every start.
import { createMemoryAdapter } from "oidc-provider/lib/adapters/memory_adapter.js";
import { startBuiltWorker } from "../../../scripts/built-worker.ts";

const WORKER_PORT = process.env.PORT ?? "8810";
const WORKER = `http://localhost:${WORKER_PORT}`;
const CLIENT = { id: "portal-e2e", secret: "portal-e2e-secret-0123456789" };
const PASSWORD = "Password123!";
/** Accounts the provider knows; `renewal` gets 61 s tokens, so each is in our renewal window a second after issue. */
const ACCOUNTS = new Set(["sms", "email", "renewal", "userinfo-gone"]);
/** Signs in and gets tokens, but the provider no longer finds it when its userinfo is asked for. */
const GONE_AT_USERINFO = "userinfo-gone";
const accessTokenTtl = (_ctx, token) => (token.accountId === "renewal" ? 61 : 3600);

const escapeHtml = (value) =>
	String(value).replace(
		/[&<>"']/g,
		(c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
	);

function page(title, body) {
	return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function loginPage(uid, issuer, error) {
	return page(
		"認証サーバーにログイン",
		`<p>発行者: <code>${escapeHtml(issuer)}</code></p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label for="login">ログインID</label> <input id="login" name="login" autocomplete="username" required></p>
<p><label for="password">パスワード</label> <input id="password" name="password" type="password" required></p>
<button type="submit">ログイン</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">キャンセル</button></form>`,
	);
}

async function readForm(req) {
	let body = "";
	for await (const chunk of req) body += chunk;
	return new URLSearchParams(body);
}

function send(res, status, html) {
	res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
	res.end(html);
}

/** Our login and consent pages in front of the provider's own endpoints. */
async function interaction(provider, req, res) {
	const details = await provider.interactionDetails(req, res);
	const { uid, prompt, params, session } = details;
	if (prompt.name === "consent") {
		// First-party client: every scope asked for is granted without a question.
		const grant = details.grantId
			? await provider.Grant.find(details.grantId)
			: new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
		if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(" "));
		if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
		return provider.interactionFinished(
			req,
			res,
			{ consent: { grantId: await grant.save() } },
			{
				mergeWithLastSubmission: true,
			},
		);
	}
	if (req.method === "GET") return send(res, 200, loginPage(uid, provider.issuer));
	const form = await readForm(req);
	if (req.url.endsWith("/abort")) {
		return provider.interactionFinished(req, res, {
			error: "access_denied",
			error_description: "the member cancelled sign-in",
		});
	}
	const login = form.get("login") ?? "";
	if (!ACCOUNTS.has(login) || form.get("password") !== PASSWORD) {
		return send(res, 401, loginPage(uid, provider.issuer, "ログインIDまたはパスワードが正しくありません。"));
	}
	return provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
}

async function startProvider(name) {
	const server = createServer();
	await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
	const issuer = `http://127.0.0.1:${server.address().port}`;
	const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
	const provider = new Provider(issuer, {
		adapter: createMemoryAdapter(),
		clients: [
			{
				client_id: CLIENT.id,
				client_secret: CLIENT.secret,
				redirect_uris: [`${WORKER}/callback`],
				post_logout_redirect_uris: [`${WORKER}/login`],
				grant_types: ["authorization_code", "refresh_token"],
				response_types: ["code"],
				token_endpoint_auth_method: "client_secret_post",
			},
		],
		jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), use: "sig", alg: "RS256", kid: name }] },
		cookies: { keys: [`${name}-cookie-key-0123456789abcdef`] },
		pkce: { required: () => true },
		scopes: ["openid"],
		claims: { openid: ["sub"] },
		findAccount: (ctx, id) =>
			ACCOUNTS.has(id) && !(id === GONE_AT_USERINFO && ctx.oidc?.route === "userinfo")
				? { accountId: id, claims: () => ({ sub: id }) }
				: undefined,
		issueRefreshToken: (_ctx, client) => client.grantTypeAllowed("refresh_token"),
		rotateRefreshToken: () => true,
		ttl: { AccessToken: accessTokenTtl, RefreshToken: 24 * 3600 },
		interactions: { url: (_ctx, details) => `/interaction/${details.uid}` },
		features: {
			devInteractions: { enabled: false },
			revocation: { enabled: true },
			rpInitiatedLogout: {
				enabled: true,
				logoutSource: (ctx, form) => {
					ctx.body = page(
						"認証サーバーからログアウト",
						`${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">ログアウトする</button>`,
					);
				},
			},
		},
	});
	const callback = provider.callback();
	server.on("request", (req, res) => {
		if (req.url.startsWith("/interaction/")) {
			interaction(provider, req, res).catch((error) => {
				console.error(`${name}: interaction failed`, error);
				send(res, 400, page("エラー", `<p>${escapeHtml(error.message)}</p>`));
			});
			return;
		}
		callback(req, res);
	});
	return { issuer, server };
}

const member = await startProvider("member-op");
const impostor = await startProvider("impostor-op");
if (process.env.OIDC_HARNESS_FILE) {
	// A fresh clone has no test-results/ until Playwright writes its first result.
	mkdirSync(dirname(process.env.OIDC_HARNESS_FILE), { recursive: true });
	writeFileSync(process.env.OIDC_HARNESS_FILE, JSON.stringify({ issuer: member.issuer, impostor: impostor.issuer }));
}

const worker = await startBuiltWorker({
	port: Number(WORKER_PORT),
	vars: {
		OAUTH_ISSUER: member.issuer,
		OAUTH_SCOPE: "openid",
		OAUTH_CLIENT_ID: CLIENT.id,
		OAUTH_CLIENT_SECRET: CLIENT.secret,
		MOCK_TRUST_BEARER_AS: "sms",
	},
});
for (const signal of ["SIGINT", "SIGTERM"]) {
	process.once(signal, async () => {
		member.server.close();
		impostor.server.close();
		await worker.dispose();
		process.exit(0);
	});
}
