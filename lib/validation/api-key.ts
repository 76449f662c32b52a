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

/** One key as the API lists it (never the key itself, only its first characters). */
export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  role: workspaceRoleSchema,
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKeySummaryJson = z.infer<typeof apiKeySummarySchema>;

export const apiKeyListResponse = z.object({ keys: z.array(apiKeySummarySchema) });
/** `POST /api/keys` answers the key in clear, this once. */
export const apiKeyCreatedResponse = z.object({ key: z.string(), apiKey: apiKeySummarySchema });
