// A real OpenID Connect provider for tests (the `oidc-provider` package, certified by the OpenID
// Foundation), on 127.0.0.1 with one confidential client and a few users who sign in through a
// plain login form. Tests drive it exactly as a company's IdP: discovery, authorization code with
// PKCE and nonce, signed ID tokens, userinfo.
import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";

export interface TestIdpUser {
  email: string;
  password: string;
  name: string;
}

export interface TestIdpOptions {
  /** 0 picks a free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
  /** The app's callback, e.g. `http://127.0.0.1:3000/api/auth/callback/sso`. */
  redirectUris: string[];
  users: TestIdpUser[];
}

export interface TestIdp {
  issuer: string;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function loginPage(uid: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test IdP sign-in</title></head>
<body style="font-family:sans-serif;max-width:22rem;margin:4rem auto">
<h1>Test IdP</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<p><label>Email <input name="email" type="email" required autocomplete="username"></label></p>
<p><label>Password <input name="password" type="password" required autocomplete="current-password"></label></p>
<button type="submit">Sign in to Test IdP</button>
</form></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** Starts the provider; `close()` stops it. */
export async function startTestIdp(options: TestIdpOptions): Promise<TestIdp> {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), alg: "RS256", use: "sig", kid: "test-idp" };
  const users = new Map(options.users.map((user) => [user.email.toLowerCase(), user]));

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [signingKey] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ["test-idp-cookie-key"] },
    findAccount: (_ctx, sub) => {
      const user = users.get(sub);
      if (!user) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: user.email, email_verified: true, name: user.name }) };
    },
  };
  const provider = new Provider(issuer, configuration);
  const oidc = provider.callback();

  // The company's IdP owns consent; a first-party app is granted the scopes it asked for.
  async function finishLogin(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error("interaction mismatch");
    const form = await readForm(req);
    const email = (form.get("email") ?? "").toLowerCase();
    const user = users.get(email);
    if (!user || user.password !== form.get("password")) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(loginPage(uid, "Wrong email or password."));
      return;
    }
    const clientId = String(details.params.client_id);
    const grant = new provider.Grant({ accountId: email, clientId });
    grant.addOIDCScope(String(details.params.scope ?? "openid"));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: email }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on("request", (req, res) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? "");
    if (!match?.[1]) {
      oidc(req, res);
      return;
    }
    const uid = decodeURIComponent(match[1]);
    const handle = async () => {
      if (req.method === "POST" && match[2]) return finishLogin(req, res, uid);
      await provider.interactionDetails(req, res);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(loginPage(uid));
    };
    handle().catch((error: unknown) => {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
      res.end(`Test IdP: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  return {
    issuer,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
