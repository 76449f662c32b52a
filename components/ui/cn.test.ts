import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later class of the same kind win", () => {
    expect(cn("px-3 py-2 text-sm", "px-4")).toBe("py-2 text-sm px-4");
    expect(cn("border-slate-300", "border-red-500")).toBe("border-red-500");
    expect(cn("text-sm text-slate-900 text-left", "text-xs text-red-700 text-right")).toBe(
      "text-xs text-red-700 text-right",
    );
    expect(cn("hover:bg-slate-50 bg-white", "hover:bg-red-50")).toBe("bg-white hover:bg-red-50");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
  });

  it("drops falsy parts and keeps classes Tailwind does not know", () => {
    expect(cn("tabular", false, undefined, null, "text-right")).toBe("tabular text-right");
  });

  it("merges the CSS-variable padding the table cells use with a plain one", () => {
    expect(cn("px-(--cell-x)", "px-0")).toBe("px-0");
  });
});

/*
 * cn knows only the class groups the primitives set (components/ui), to keep tailwind-merge's full
 * table of every Tailwind utility out of the editor's first load. It must merge exactly as the
 * full table does wherever the app can meet it: a primitive's class followed by any class written
 * anywhere in the app or lib (a className override), both ways round.
 */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.includes(".test.") ? [path] : [];
  });

const classesIn = (paths: string[]): string[] => {
  const found = new Set<string>();
  for (const path of paths) {
    for (const [, literal] of readFileSync(path, "utf8").matchAll(/["'`]([^"'`\n]*)["'`]/g)) {
      for (const token of literal!.split(/\s+/)) if (/^[a-z!-][\w:\-[\]().=/%!&]*$/.test(token)) found.add(token);
    }
  }
  return [...found];
};

describe("cn against tailwind-merge's full table", () => {
  const primitives = classesIn(sources("components/ui"));
  const app = classesIn([...sources("components"), ...sources("app"), ...sources("lib")]);

  it("reads enough classes to mean something", () => {
    expect(primitives.length).toBeGreaterThan(100);
    expect(app.length).toBeGreaterThan(500);
  });

  it("merges every primitive class with every class of the app as the full table does", () => {
    const differences: string[] = [];
    for (const own of primitives) {
      for (const other of app) {
        for (const classes of [`${own} ${other}`, `${other} ${own}`]) {
          if (cn(classes) !== twMerge(classes))
            differences.push(`${classes} → ${cn(classes)}, not ${twMerge(classes)}`);
        }
      }
    }
    expect(differences.slice(0, 40)).toEqual([]);
  });
});
