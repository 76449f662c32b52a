import { describe, expect, test } from "vitest";
import { AUTH_PEOPLE, type AuthTarget, type Person } from "./fuzz-auth-endpoints";
import { authFuzzRequests } from "./fuzz-requests-auth";

const personOf = (role: string): Person => ({
  userId: `user-${role}`,
  email: `${role}@example.test`,
  password: `${role}-password`,
  cookie: `better-auth.session_token=main-${role}.sig`,
  token: `main-${role}`,
  spareCookie: `better-auth.session_token=spare-${role}.sig`,
  spareToken: `spare-${role}`,
  workspaceId: role === "outsider" ? "ws-outsider" : "ws-team",
  memberId: `member-${role}`,
  accountId: `user-${role}`,
});

const target: AuthTarget = {
  origin: "http://127.0.0.1:3000",
  people: Object.fromEntries(AUTH_PEOPLE.map((r) => [r, personOf(r)])) as AuthTarget["people"],
  spares: {
    memberIds: ["member-spare-1", "member-spare-2"],
    emails: ["spare-1@example.test", "spare-2@example.test"],
    viewerCookie: "better-auth.session_token=spare-viewer-member.sig",
    editorCookie: "better-auth.session_token=spare-editor-member.sig",
  },
  workspaces: { team: { id: "ws-team", slug: "team" }, outsider: { id: "ws-outsider", slug: "outsider" } },
  invitationIds: ["inv-1", "inv-2"],
  ownerKey: "tco_ownerkey",
  liveKeyIds: ["key-1"],
};

describe("the auth fuzz's requests", () => {
  const requests = authFuzzRequests(target, 3000, 7);
  const mainCookies = AUTH_PEOPLE.map((r) => target.people[r].cookie);

  test("are the same for the same seed", () => {
    expect(authFuzzRequests(target, 50, 7)).toEqual(requests.slice(0, 50));
  });

  test("reach better-auth's endpoints as each person, anonymously and forged", () => {
    const callers = new Set(requests.map((r) => r.caller));
    for (const caller of [...AUTH_PEOPLE, "anonymous", "badCookie", "crossOrigin", "ownerKey"])
      expect(callers).toContain(caller);
    const paths = new Set(requests.map((r) => r.path.split("?")[0]));
    for (const path of [
      "/api/auth/sign-in/email",
      "/api/auth/organization/update-member-role",
      "/api/auth/list-sessions",
    ])
      expect(paths).toContain(path);
    expect(requests.every((r) => r.path.startsWith("/api/auth/"))).toBe(true);
  });

  test("carry the hostile values: prototype keys, escalating roles, lone surrogates", () => {
    const bodies = requests.map((r) => (typeof r.body === "string" ? r.body : ""));
    expect(bodies.some((b) => b.includes('"__proto__"'))).toBe(true);
    expect(bodies.some((b) => /"role":\["viewer","owner"\]/.test(b))).toBe(true);
    expect(bodies.some((b) => b.includes("\\ud800"))).toBe(true);
  });

  test("never end the sessions or memberships the run signs in with", () => {
    const ending = ["/api/auth/revoke-sessions", "/api/auth/sign-out", "/api/auth/organization/leave"];
    for (const r of requests.filter((r) => ending.includes(r.path) && r.caller !== "crossOrigin")) {
      const leaving = r.path.endsWith("/leave") && (r.caller === "owner" || r.caller === "outsider");
      if (!leaving) expect(mainCookies).not.toContain(r.headers.cookie);
    }
  });

  test("never aim a person's rightful delete, removal or revocation at the run's own workspace, people or session", () => {
    for (const r of requests) {
      const body = typeof r.body === "string" ? r.body : "";
      if (r.caller === "owner" && r.path.endsWith("/organization/delete")) expect(body).not.toContain("ws-team");
      if (r.caller === "owner" && r.path.endsWith("/organization/remove-member"))
        expect(body).not.toMatch(/member-(owner|editor|viewer)"/);
      if (r.caller === "outsider" && r.path.endsWith("/organization/delete")) expect(body).not.toContain("ws-outsider");
      if (r.path.endsWith("/revoke-session") && (AUTH_PEOPLE as readonly string[]).includes(r.caller))
        expect(body).not.toContain(`"main-${r.caller}"`);
    }
  });
});
