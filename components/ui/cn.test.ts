import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later class of the same kind win", () => {
    expect(cn("px-3 py-2 text-sm", "px-4")).toBe("py-2 text-sm px-4");
    expect(cn("border-slate-300", "border-red-500")).toBe("border-red-500");
  });

  it("drops falsy parts and keeps classes Tailwind does not know", () => {
    expect(cn("tabular", false, undefined, null, "text-right")).toBe("tabular text-right");
  });

  it("merges the CSS-variable padding the table cells use with a plain one", () => {
    expect(cn("px-(--cell-x)", "px-0")).toBe("px-0");
  });
});
