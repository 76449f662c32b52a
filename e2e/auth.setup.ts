import { expect, test as setup } from "@playwright/test";
import { OWNER, OWNER_STATE } from "./accounts";

// The e2e database is fresh: this first sign-up, through better-auth's own endpoint, makes the
// owner of the team workspace that holds the presets. Every other spec starts signed in as them.
setup("sign up the first account, the owner", async ({ request }) => {
  const response = await request.post("/api/auth/sign-up/email", { data: OWNER });
  expect(response.status(), await response.text()).toBe(200);
  await request.storageState({ path: OWNER_STATE });
});
