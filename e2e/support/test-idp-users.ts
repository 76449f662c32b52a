// The test identity provider's client and people, shared by Playwright's config, its global setup
// and the SSO spec.
export const TEST_IDP = {
  name: "Test IdP",
  clientId: "gpu-tco-e2e",
  clientSecret: "e2e-client-secret-not-a-real-one",
  allowedDomain: "sso-corp.test",
  member: { email: "ada@sso-corp.test", password: "ada-idp-password", name: "Ada Lovelace" },
  outsider: { email: "eve@elsewhere.test", password: "eve-idp-password", name: "Eve Outsider" },
} as const;
