import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { exportFileName, fileNameSlug } from "./file-name";

describe("fileNameSlug", () => {
  test.each([
    ["comma.ai-style datacenter", "comma-ai-style-datacenter"],
    ["One 8×H100 server vs renting it", "one-8-h100-server-vs-renting-it"],
    ["Café Zürich – Q4", "cafe-zurich-q4"],
    ["../../etc/passwd", "etc-passwd"],
    ["C:\\Windows\\system32", "c-windows-system32"],
    ["  --Already--slugged--  ", "already-slugged"],
    ["שלום 🚀", "scenario"],
    ["", "scenario"],
  ])("%j → %j", (name, slug) => {
    expect(fileNameSlug(name)).toBe(slug);
  });

  test("any name gives 1–80 ASCII letters, digits and inner single dashes", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (name) => {
        const slug = fileNameSlug(name);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(80);
      }),
    );
  });
});

describe("exportFileName", () => {
  test("slug, suffix and extension", () => {
    expect(exportFileName("comma.ai-style datacenter", "summary", "pdf")).toBe("comma-ai-style-datacenter-summary.pdf");
  });
});
