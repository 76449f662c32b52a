import { startTestIdp } from "@/scripts/lib/test-idp";
import { TEST_IDP } from "./test-idp-users";

// The app server reads the IdP's settings from the environment set in playwright.config.ts and
// fetches its discovery document lazily, so it does not matter which of the two starts first.
export default async function globalSetup() {
  const idp = await startTestIdp({
    port: Number(process.env.E2E_IDP_PORT),
    clientId: TEST_IDP.clientId,
    clientSecret: TEST_IDP.clientSecret,
    redirectUris: [`http://127.0.0.1:${process.env.E2E_PORT}/api/auth/callback/sso`],
    users: [TEST_IDP.member, TEST_IDP.outsider],
  });
  return () => idp.close();
}
