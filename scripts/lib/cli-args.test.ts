import { describe, expect, test } from "vitest";
import { readArgs } from "./cli-args";

const SPECS = {
  help: { type: "boolean", short: "h" },
  format: { type: "string", missing: "--format must be json or table, not nothing" },
  dir: { type: "string" },
} as const;

describe("readArgs", () => {
  test("reads --name value, --name=value and positionals; the last repeat wins; - and what follows -- are positionals", () => {
    expect(readArgs(["a.json", "--format", "json", "--dir=out", "--format=table", "-"], SPECS)).toEqual({
      values: { format: "table", dir: "out" },
      positionals: ["a.json", "-"],
    });
    expect(readArgs(["--", "--format"], SPECS)).toEqual({ values: {}, positionals: ["--format"] });
  });

  test("help wins wherever it stands, over mistakes beside it", () => {
    for (const argv of [["--help"], ["-h", "--verbose"], ["--format", "--dir", "--help"], ["x", "--bogus=1", "-h"]])
      expect(readArgs(argv, SPECS), argv.join(" ")).toEqual({ values: { help: true }, positionals: [] });
  });

  test.each([
    [["--verbose", "a.json"], "unknown option --verbose"],
    [["--verbose=3"], "unknown option --verbose=3"],
    [["-x"], "unknown option -x"],
    [["--toString"], "unknown option --toString"],
    [["--help=yes"], "unknown option --help=yes"],
    [["--format"], "--format must be json or table, not nothing"],
    [["--format="], "--format must be json or table, not nothing"],
    [["--dir", "--format", "json"], "--dir needs a value"],
    [["--dir", "-x"], "--dir needs a value"],
  ])("%j: %s", (argv, message) => {
    expect(() => readArgs(argv, SPECS)).toThrow(message);
  });

  test("a value written --name=value may look like an option; without a help option, --help is unknown", () => {
    expect(readArgs(["--dir=-x"], SPECS).values).toEqual({ dir: "-x" });
    expect(() => readArgs(["--help"], {})).toThrow("unknown option --help");
  });
});
