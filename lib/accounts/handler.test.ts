import { describe, expect, test } from "vitest";
import { authHandler } from "@/lib/accounts/handler";
import { jsonRequest, request } from "@/scripts/test-support/http";
import type { ErrorResponse } from "@/lib/scenarios/response";

const listMembers = (query: string) => authHandler(request("GET", `/api/auth/organization/list-members?${query}`));

describe("better-auth's list endpoints", () => {
  test.each(["limit=10", "limit=10&offset=0", "offset=1", ""])("answer a page for %j", async (query) => {
    const response = await listMembers(query);
    expect(response.status).toBe(200);
    expect(Array.isArray(((await response.json()) as { members: unknown[] }).members)).toBe(true);
  });

  // The fuzz bench found the first one: better-auth hands the number to the database as it is,
  // and the database's refusal came back as a bare 500.
  test.each([
    ["limit=999999999999999999999999999999", "limit"],
    ["limit=abc", "limit"],
    ["limit=-1", "limit"],
    ["limit=2.5", "limit"],
    ["limit=", "limit"],
    ["offset=1e40", "offset"],
    ["offset=-5", "offset"],
  ])("refuse %s with a 400 naming the parameter", async (query, parameter) => {
    const response = await listMembers(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorResponse;
    expect(body.errors).toEqual([
      {
        path: parameter,
        code: "out_of_range",
        message: expect.stringContaining(`${parameter} must be a whole number from 0 to`),
      },
    ]);
  });

  test.each([
    ["sortBy=password", "sortBy"],
    ["sortBy=email", "sortBy"],
    ["filterField=password&filterValue=x", "filterField"],
  ])("refuse %s (not a member field) with a 400 naming the parameter", async (query, parameter) => {
    const response = await listMembers(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { path: string }[] }).errors).toEqual([
      { path: parameter, code: "not_an_option", message: expect.stringContaining("must be one of id, organizationId") },
    ]);
  });

  test.each(["sortBy=createdAt", "sortBy=role&sortDirection=desc"])("sort by a member field: %s", async (query) => {
    expect((await listMembers(query)).status).toBe(200);
  });
});

describe("better-auth's bodies are held to the app's limits", () => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    authHandler(jsonRequest("POST", path, body, headers));
  const newUser = (name: string) => ({
    name,
    email: `${crypto.randomUUID()}@example.com`,
    password: "correct horse battery",
  });

  test("a body over 64 KB is a 413 JSON answer, its length declared or not", async () => {
    const body = newUser("x".repeat(10 * 1024 * 1024));
    const response = await post("/api/auth/sign-up/email", body, { cookie: "" });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ path: "", code: "too_large", message: "The request body is larger than 64 KB" }],
    });
    const streamed = new Request("http://localhost/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Blob([JSON.stringify(body)]).stream(),
      duplex: "half",
    } as RequestInit);
    expect((await authHandler(streamed)).status).toBe(413);
  });

  test.each([
    ["/api/auth/sign-up/email", newUser("x".repeat(121)), "name", "too_long", "name must be at most 120 characters"],
    ["/api/auth/sign-up/email", newUser("   "), "name", "required", "name is required"],
    ["/api/auth/update-user", { name: "y".repeat(121) }, "name", "too_long", "name must be at most 120 characters"],
    [
      "/api/auth/organization/create",
      { name: "z".repeat(121), slug: crypto.randomUUID() },
      "name",
      "too_long",
      "name must be at most 120 characters",
    ],
    ["/api/auth/organization/update", { data: { name: "" } }, "data.name", "required", "data.name is required"],
  ])("%s: a name as a scenario's is checked (%s)", async (path, body, field, code, message) => {
    const response = await post(path, body, path.includes("sign-up") ? { cookie: "" } : {});
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([{ path: field, code, message }]);
  });

  test("a name of 120 characters is accepted", async () => {
    expect((await post("/api/auth/sign-up/email", newUser("n".repeat(120)), { cookie: "" })).status).toBe(200);
  });
});
