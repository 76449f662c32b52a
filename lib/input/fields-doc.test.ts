import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { fieldsMarkdown } from "./fields-doc";

describe("docs/inputs.md", () => {
  test("is the field table as lib/input/fields.ts has it", async () => {
    await expect(fieldsMarkdown()).toMatchFileSnapshot(join(process.cwd(), "docs/inputs.md"));
  });

  test("states the contract's hardware lifetime: fractional, 1–10", () => {
    expect(readFileSync(join(process.cwd(), "docs/inputs.md"), "utf8")).toContain(
      "| `onPrem.lifetimeYears` | Hardware lifetime | years | 1–10 |",
    );
  });
});
