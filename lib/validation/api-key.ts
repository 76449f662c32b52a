import { z } from "zod";

/** Workspace roles, lowest first: each can do everything the ones before it can. */
export const WORKSPACE_ROLES = ["viewer", "editor", "owner"] as const;
export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES, { error: 'must be "viewer", "editor" or "owner"' });
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>;

/** The body of `POST /api/keys`: what a new API key is called and what it may do. */
export const apiKeyCreateSchema = z.strictObject({
  name: z.string({ error: "must be text" }).trim().min(1, "must not be empty").max(80, "must be at most 80 characters"),
  role: workspaceRoleSchema,
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** The lower of two roles: a key never does more than its creator may do today. */
export function lowerRole(a: WorkspaceRole, b: WorkspaceRole): WorkspaceRole {
  return WORKSPACE_ROLES.indexOf(a) <= WORKSPACE_ROLES.indexOf(b) ? a : b;
}

/** Whether `role` is at least `needed`. */
export function roleAtLeast(role: WorkspaceRole, needed: WorkspaceRole): boolean {
  return WORKSPACE_ROLES.indexOf(role) >= WORKSPACE_ROLES.indexOf(needed);
}
