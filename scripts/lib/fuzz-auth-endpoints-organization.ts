// The organization plugin's endpoints (workspaces, members, invitations) with real bodies; see
// fuzz-auth-endpoints.ts for what the fuzz builds them from.
import fc from "fast-check";
import {
  ROLES,
  all,
  memberEmails,
  memberTargets,
  notOwnedBy,
  freshEmail,
  pick,
  workspaceIds,
  type AuthEndpoint,
} from "./fuzz-auth-endpoints";

export const ORGANIZATION_ENDPOINTS: AuthEndpoint[] = [
  {
    path: "organization/create",
    method: "POST",
    valid: () => fc.record({ name: fc.constant("Fuzz workspace"), slug: fc.uuid() }),
  },
  {
    path: "organization/update",
    method: "POST",
    valid: (t) =>
      fc.record(
        {
          data: fc.record(
            {
              name: fc.constant("Fuzzed name"),
              slug: fc.uuid(),
              logo: fc.constant("https://example.test/l.png"),
              metadata: fc.constant({ a: 1 }),
            },
            { requiredKeys: [] },
          ),
          organizationId: workspaceIds(t),
        },
        { requiredKeys: ["data"] },
      ),
  },
  { path: "organization/delete", method: "POST", valid: (t, c) => fc.record({ organizationId: notOwnedBy(t, c) }) },
  {
    path: "organization/set-active",
    method: "POST",
    valid: (t) =>
      fc.oneof(
        fc.record({ organizationId: workspaceIds(t) }),
        fc.record({ organizationSlug: pick([t.workspaces.team.slug, t.workspaces.outsider.slug]) }),
      ),
  },
  {
    path: "organization/check-slug",
    method: "POST",
    valid: (t) => fc.record({ slug: fc.oneof(pick([t.workspaces.team.slug, t.workspaces.outsider.slug]), fc.uuid()) }),
  },
  {
    path: "organization/has-permission",
    method: "POST",
    valid: (t) =>
      fc.record(
        {
          permissions: fc.constantFrom({ member: ["create"] }, { organization: ["delete"] }, { scenario: ["save"] }),
          organizationId: workspaceIds(t),
        },
        { requiredKeys: ["permissions"] },
      ),
  },
  {
    path: "organization/invite-member",
    method: "POST",
    valid: (t, c) =>
      fc.record(
        {
          email: fc.oneof(freshEmail, pick(memberEmails(t, c))),
          role: pick(ROLES),
          organizationId: workspaceIds(t),
          resend: fc.boolean(),
        },
        { requiredKeys: ["email", "role"] },
      ),
  },
  {
    path: "organization/accept-invitation",
    method: "POST",
    valid: (t) => fc.record({ invitationId: pick(t.invitationIds) }),
  },
  {
    path: "organization/reject-invitation",
    method: "POST",
    valid: (t) => fc.record({ invitationId: pick(t.invitationIds) }),
  },
  {
    path: "organization/cancel-invitation",
    method: "POST",
    valid: (t) => fc.record({ invitationId: pick(t.invitationIds) }),
  },
  { path: "organization/get-invitation", method: "GET", valid: (t) => fc.record({ id: pick(t.invitationIds) }) },
  // A viewer or editor leaves as the spare member of their role, so the run keeps its own.
  {
    path: "organization/leave",
    method: "POST",
    valid: (t, c) =>
      fc.record({ organizationId: c === "viewer" || c === "editor" ? workspaceIds(t) : notOwnedBy(t, c) }),
    session: "spareMember",
  },
  {
    path: "organization/remove-member",
    method: "POST",
    valid: (t, c) =>
      fc.record(
        { memberIdOrEmail: pick(memberTargets(t, c)), organizationId: workspaceIds(t) },
        { requiredKeys: ["memberIdOrEmail"] },
      ),
  },
  {
    path: "organization/update-member-role",
    method: "POST",
    valid: (t, c) =>
      fc.record(
        { memberId: pick(memberTargets(t, c)), role: pick(ROLES), organizationId: workspaceIds(t) },
        { requiredKeys: ["memberId", "role"] },
      ),
  },
  { path: "organization/list", method: "GET", valid: () => fc.constant({}) },
  {
    path: "organization/get-full-organization",
    method: "GET",
    valid: (t) =>
      fc.record(
        {
          organizationId: workspaceIds(t),
          organizationSlug: pick([t.workspaces.team.slug, t.workspaces.outsider.slug]),
          membersLimit: fc.constantFrom("1", "100"),
        },
        { requiredKeys: [] },
      ),
  },
  {
    path: "organization/get-organization",
    method: "GET",
    valid: (t) => fc.record({ organizationId: workspaceIds(t) }, { requiredKeys: [] }),
  },
  { path: "organization/get-active-member", method: "GET", valid: () => fc.constant({}) },
  {
    path: "organization/get-active-member-role",
    method: "GET",
    valid: (t) =>
      fc.record({ userId: pick(all(t).map((p) => p.userId)), organizationId: workspaceIds(t) }, { requiredKeys: [] }),
  },
  {
    path: "organization/list-members",
    method: "GET",
    valid: (t) =>
      fc.record(
        {
          organizationId: workspaceIds(t),
          organizationSlug: pick([t.workspaces.team.slug, t.workspaces.outsider.slug]),
          limit: fc.constantFrom("1", "10"),
          offset: fc.constantFrom("0", "1"),
          sortBy: fc.constantFrom("createdAt", "role"),
          sortDirection: fc.constantFrom("asc", "desc"),
          filterField: fc.constant("role"),
          filterValue: pick(ROLES),
          filterOperator: fc.constantFrom("eq", "ne", "contains"),
        },
        { requiredKeys: [] },
      ),
  },
  {
    path: "organization/list-invitations",
    method: "GET",
    valid: (t) => fc.record({ organizationId: workspaceIds(t) }, { requiredKeys: [] }),
  },
  {
    path: "organization/list-user-invitations",
    method: "GET",
    valid: (t) => fc.record({ email: pick(all(t).map((p) => p.email)) }, { requiredKeys: [] }),
  },
];
