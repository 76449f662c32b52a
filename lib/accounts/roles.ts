import { createAccessControl } from "better-auth/plugins/access";
import { defaultStatements } from "better-auth/plugins/organization/access";

/** A member's role in a workspace, weakest first. Each role can do everything the ones before it can. */
export const ROLES = ["viewer", "editor", "owner"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Whether `role` is at least `needed`: an owner may do what an editor may, an editor what a viewer may. */
export const atLeast = (role: Role, needed: Role) => ROLES.indexOf(role) >= ROLES.indexOf(needed);

/** The lower of two roles: a key never does more than its creator may do today. */
export const lowerRole = (a: Role, b: Role): Role => (atLeast(a, b) ? b : a);

/** What each role may do, in the words better-auth's organization plugin checks on its own endpoints. */
const statements = {
  ...defaultStatements,
  scenario: ["read", "export", "compare", "create", "save", "delete", "share", "restore"],
} as const;

export const accessControl = createAccessControl(statements);

const read = ["read", "export", "compare"] as const;
const write = [...read, "create", "save", "delete", "share", "restore"] as const;

export const roles = {
  viewer: accessControl.newRole({ scenario: [...read] }),
  editor: accessControl.newRole({ scenario: [...write] }),
  owner: accessControl.newRole({
    scenario: [...write],
    organization: ["update", "delete"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
  }),
};

/** How a role reads in a sentence. */
export const ROLE_LABELS: Record<Role, string> = { viewer: "Viewer", editor: "Editor", owner: "Owner" };
