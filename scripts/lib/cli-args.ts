import { parseArgs } from "node:util";

/** A command line that cannot be read: each CLI prints the message with its usage and exits as it documents. */
export class UsageError extends Error {}

/** One option a CLI takes: `util.parseArgs`'s `type` and `short`, and what to say when its value is missing. */
export interface OptionSpec {
  type: "string" | "boolean";
  short?: string;
  /** The message for a string option given no value (default: `--name needs a value`). */
  missing?: string;
}

/** The options read from a command line, typed after their specs: absent ones are undefined. */
export type OptionValues<S extends Record<string, OptionSpec>> = {
  [K in keyof S]?: S[K]["type"] extends "string" ? string : boolean;
};

/**
 * Reads a command line with Node's `util.parseArgs`, in the words the CLIs have always used.
 *
 * - `--name value` and `--name=value`; the last of a repeated option wins.
 * - An option `help` in `specs` wins wherever it stands, over any mistake beside it: a person who
 *   asks for help gets it, not an error.
 * - An option not in `specs`, or a flag given a value, is an `unknown option` as typed.
 * - A string option needs a value that is not empty and, unless written `--name=value`, does not
 *   look like another option.
 * - A lone `-` is a positional (stdin, by convention), and so is everything after `--`.
 *
 * @throws {UsageError} on the first argument that does not fit.
 * @example
 * readArgs(["--format=table", "a.json"], { format: { type: "string" } }); // { values: { format: "table" }, positionals: ["a.json"] }
 */
export function readArgs<S extends Record<string, OptionSpec>>(
  argv: string[],
  specs: S,
): { values: OptionValues<S>; positionals: string[] } {
  // Not strict: parseArgs' own errors name no option in a field, and the CLIs word theirs differently.
  const { tokens } = parseArgs({ args: argv, options: specs, strict: false, allowPositionals: true, tokens: true });
  const values: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  if (specs.help && tokens.some((token) => token.kind === "option" && token.name === "help" && !token.value)) {
    values.help = true;
    return { values: values as OptionValues<S>, positionals };
  }
  for (const token of tokens) {
    if (token.kind === "positional") positionals.push(token.value);
    if (token.kind !== "option") continue;
    const spec = Object.hasOwn(specs, token.name) ? specs[token.name] : undefined;
    if (!spec || (spec.type === "boolean" && token.value !== undefined))
      throw new UsageError(`unknown option ${argv[token.index]}`);
    if (spec.type === "boolean") values[token.name] = true;
    else if (!token.value || (!token.inlineValue && /^-./.test(token.value)))
      throw new UsageError(spec.missing ?? `${token.rawName} needs a value`);
    else values[token.name] = token.value;
  }
  return { values: values as OptionValues<S>, positionals };
}
