import { describe, expect, test } from "vitest";
import { authHandler } from "@/lib/auth/handler";
import { request } from "@/lib/http/test-support";

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
    const body = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toEqual([{ path: parameter, message: expect.stringContaining(`${parameter} must be a whole number from 0 to`) }]);
  });

  test.each([
    ["sortBy=password", "sortBy"],
    ["sortBy=email", "sortBy"],
    ["filterField=password&filterValue=x", "filterField"],
  ])("refuse %s (not a member field) with a 400 naming the parameter", async (query, parameter) => {
    const response = await listMembers(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { path: string }[] }).errors).toEqual([{ path: parameter, message: expect.stringContaining("must be one of id, organizationId") }]);
  });

  test.each(["sortBy=createdAt", "sortBy=role&sortDirection=desc"])("sort by a member field: %s", async (query) => {
    expect((await listMembers(query)).status).toBe(200);
  });
});
