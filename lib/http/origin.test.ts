import { describe, expect, test } from "vitest";
import { isCrossOrigin } from "@/lib/accounts/access";
import { requestOrigin } from "@/lib/http/origin";

// What Next hands a route behind nginx that ends TLS: its own http:// URL, the public host, and
// X-Forwarded-Proto saying the browser came over HTTPS.
const behindProxy = (headers: Record<string, string> = {}) =>
  new Request("http://localhost:3000/api/scenarios", {
    method: "POST",
    headers: { host: "tco.example.com", "x-forwarded-proto": "https", ...headers },
  });

describe("the origin the browser reached", () => {
  test("behind a TLS-ending proxy is https, as X-Forwarded-Proto says (share links open, Origin matches)", () => {
    expect(requestOrigin(behindProxy())).toBe("https://tco.example.com");
    expect(isCrossOrigin(behindProxy({ origin: "https://tco.example.com" }))).toBe(false);
    expect(isCrossOrigin(behindProxy({ origin: "https://evil.example" }))).toBe(true);
  });

  test("without the header is the request's own scheme", () => {
    expect(requestOrigin(new Request("http://localhost:3000/x", { headers: { host: "tco.lan:3000" } }))).toBe(
      "http://tco.lan:3000",
    );
  });
});
