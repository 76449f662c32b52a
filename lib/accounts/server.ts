import "server-only";
import { betterAuth } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { organization } from "better-auth/plugins";
import { authDatabase } from "@/lib/db/auth-database";
import { storedAuthSecret } from "@/lib/accounts/settings-store";
import { listMemberships } from "@/lib/accounts/workspaces-store";
import { requestOrigin } from "@/lib/http/origin";
import { accessControl, roles } from "@/lib/accounts/roles";
import { memberAuditHooks, recordLeaving } from "@/lib/accounts/member-audit";
import { assertMayListPeople } from "@/lib/accounts/member-privacy";
import { assertMaySetActive } from "@/lib/accounts/active-workspace";
import { settlePasswordAttempt, takePasswordAttempt } from "@/lib/accounts/attempt-hooks";
import { assertMaySignUpWithPassword, invitationOnly, maySignUp, placeNewAccount } from "@/lib/accounts/sign-up-policy";
import { ssoPlugin, ssoSettings, ssoSignUpRule } from "@/lib/accounts/sso";

const INVITATION_DAYS = 7;
const LEAVE = "/organization/leave";
const SIGN_UP = "/sign-up/email";

/**
 * better-auth's log lines, but for its warning that no base URL is set: deriving it from each
 * request is deliberate here (see `baseURL` below), and the warning would greet every start.
 */
function logAuthMessage(
  level: "debug" | "info" | "success" | "warn" | "error",
  message: string,
  ...args: unknown[]
): void {
  if (level === "warn" && message.includes("Base URL is not set")) return;
  (level === "error" ? console.error : level === "warn" ? console.warn : console.log)(
    `[better-auth] ${message}`,
    ...args,
  );
}

function createAuth(secret: string) {
  const sso = ssoSettings();
  return betterAuth({
    appName: "GPU TCO",
    secret,
    // Without BETTER_AUTH_URL the base URL is the request's own, so the app works on any host and
    // port (e2e runs pick a random one). Its origin is the one trusted for state-changing requests.
    baseURL: process.env.BETTER_AUTH_URL || undefined,
    trustedOrigins: async (request) => (request ? [requestOrigin(request)] : []),
    database: authDatabase(),
    emailAndPassword: { enabled: true, minPasswordLength: 10, maxPasswordLength: 256, autoSignIn: true },
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 },
    // Password attempts are counted in the database instead (lib/accounts/sign-in-limits.ts): per
    // account as well as per address, per user on change-password, and shared by every instance.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { log: logAuthMessage },
    advanced: {
      // Secure is added per request, when the request came over HTTPS (lib/accounts/handler.ts): a
      // plain-HTTP deployment on a trusted network still signs in.
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    // SSO refuses an address outside the allowed domains here, with a sentence the sign-in page
    // shows, before the hook below would refuse it with the generic one.
    user: { validateUserInfo: ssoSignUpRule(sso, (email) => maySignUp({ email, via: "sso" })) },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === SIGN_UP) await assertMaySignUpWithPassword(ctx.body);
        await assertMayListPeople(ctx);
        await assertMaySetActive(ctx);
        await takePasswordAttempt(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === LEAVE) {
          // The answer is the member row that was deleted, with its user.
          const left = ctx.context.returned as
            | {
                userId?: unknown;
                organizationId?: unknown;
                role?: unknown;
                user?: { id: string; name: string; email: string };
              }
            | undefined;
          if (
            !isAPIError(left) &&
            left?.user &&
            typeof left.userId === "string" &&
            typeof left.organizationId === "string" &&
            typeof left.role === "string"
          ) {
            await recordLeaving(
              { userId: left.userId, organizationId: left.organizationId, role: left.role },
              left.user,
            );
          }
          return;
        }
        await settlePasswordAttempt(ctx);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            // better-auth's OAuth callback is the only way an SSO account is made.
            const via = ctx?.path?.startsWith("/callback/") ? "sso" : "password";
            if (!(await maySignUp({ email: user.email, via }))) {
              throw invitationOnly();
            }
          },
          after: async (user) => placeNewAccount(user),
        },
      },
      session: {
        create: {
          // A new session opens on the user's first workspace, so every page has one to show.
          before: async (session) => {
            const [first] = await listMemberships(session.userId);
            return { data: { ...session, activeOrganizationId: first?.workspaceId ?? null } };
          },
        },
      },
    },
    plugins: [
      organization({
        ac: accessControl,
        roles,
        creatorRole: "owner",
        // Workspaces are made by the app (first run, open sign-up), not by any signed-in user.
        allowUserToCreateOrganization: false,
        invitationExpiresIn: 60 * 60 * 24 * INVITATION_DAYS,
        cancelPendingInvitationsOnReInvite: true,
        // The owner copies the invitation link from the members page; no mail is sent.
        sendInvitationEmail: async () => {},
        organizationHooks: memberAuditHooks,
      }),
      ssoPlugin(sso),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { auth?: Promise<Auth> };

/**
 * The one better-auth instance, made on first use: its secret is BETTER_AUTH_SECRET, or the one
 * stored in the database (made there on the first start). A failure (the database unavailable)
 * is not cached, so the next request tries again.
 */
export function getAuth(): Promise<Auth> {
  globalForAuth.auth ??= (async () => createAuth(process.env.BETTER_AUTH_SECRET || (await storedAuthSecret())))().catch(
    (error: unknown) => {
      globalForAuth.auth = undefined;
      throw error;
    },
  );
  return globalForAuth.auth;
}
