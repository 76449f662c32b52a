import { join } from "node:path";

/** The first account of the e2e database (e2e/auth.setup.ts), owner of the team workspace. */
export const OWNER = { name: "Olivia Owner", email: "olivia@example.test", password: "correct horse battery" };

/** Its signed-in browser state, which every spec starts from (playwright.config.ts). */
export const OWNER_STATE = join(import.meta.dirname, "..", "test-results", "e2e-auth", "owner.json");
