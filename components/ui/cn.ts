import { cx, type CxOptions } from "class-variance-authority";
import { createTailwindMerge, validators as v } from "tailwind-merge";

/*
 * tailwind-merge's default table knows every Tailwind utility and weighs 6.7 KB gzipped of the
 * editor's first load; the primitives need only the groups below: what they set, and what a class
 * written elsewhere in the app can conflict with. cn.test.ts proves the two tables merge alike for
 * every primitive class beside every class the app writes, so a group missing here fails there.
 */
const length = [v.isNumber, v.isFraction, v.isArbitraryValue, v.isArbitraryVariable, "px", "full", "auto", "screen"];
const size = [...length, v.isTshirtSize, "min", "max", "fit"];
const color = [v.isAny];
const sides = <K extends string>(prefix: string, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, [{ [name === prefix ? prefix : name]: length }]])) as Record<
    K,
    [Record<string, typeof length>]
  >;
const borderWidth = ["", v.isNumber, v.isArbitraryLength, v.isArbitraryVariableLength];

const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "table",
      "inline-table",
      "table-caption",
      "table-cell",
      "table-column",
      "table-column-group",
      "table-footer-group",
      "table-header-group",
      "table-row-group",
      "table-row",
      "flow-root",
      "grid",
      "inline-grid",
      "contents",
      "list-item",
      "hidden",
    ],
    sr: ["sr-only"],
    visibility: ["visible", "invisible", "collapse"],
    resize: [{ resize: ["none", "", "y", "x"] }],
    "not-sr": ["not-sr-only"],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    overflow: [{ overflow: ["auto", "hidden", "clip", "visible", "scroll"] }],
    "overflow-x": [{ "overflow-x": ["auto", "hidden", "clip", "visible", "scroll"] }],
    "overflow-y": [{ "overflow-y": ["auto", "hidden", "clip", "visible", "scroll"] }],
    inset: [{ inset: length }],
    "inset-x": [{ "inset-x": length }],
    "inset-y": [{ "inset-y": length }],
    top: [{ top: length }],
    right: [{ right: length }],
    bottom: [{ bottom: length }],
    left: [{ left: length }],
    z: [{ z: [v.isInteger, "auto", v.isArbitraryValue, v.isArbitraryVariable] }],
    basis: [{ basis: size }],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["nowrap", "wrap", "wrap-reverse"] }],
    flex: [{ flex: [v.isNumber, v.isFraction, "auto", "initial", "none", v.isArbitraryValue] }],
    grow: [{ grow: ["", v.isNumber, v.isArbitraryValue] }],
    shrink: [{ shrink: ["", v.isNumber, v.isArbitraryValue] }],
    gap: [{ gap: length }],
    "gap-x": [{ "gap-x": length }],
    "gap-y": [{ "gap-y": length }],
    "justify-content": [{ justify: ["start", "end", "center", "between", "around", "evenly", "stretch", "normal"] }],
    "align-items": [{ items: ["start", "end", "center", "stretch", "baseline"] }],
    ...sides("p", ["p", "px", "py", "ps", "pe", "pt", "pr", "pb", "pl"] as const),
    ...sides("m", ["m", "mx", "my", "ms", "me", "mt", "mr", "mb", "ml"] as const),
    w: [{ w: size }],
    "min-w": [{ "min-w": size }],
    h: [{ h: size }],
    size: [{ size: size }],
    "font-size": [{ text: ["base", v.isTshirtSize, v.isArbitraryLength, v.isArbitraryVariableLength] }],
    "font-weight": [
      {
        font: [
          "thin",
          "extralight",
          "light",
          "normal",
          "medium",
          "semibold",
          "bold",
          "extrabold",
          "black",
          v.isArbitraryValue,
        ],
      },
    ],
    "font-family": [{ font: [v.isAnyNonArbitrary] }],
    leading: [{ leading: ["none", "tight", "snug", "normal", "relaxed", "loose", v.isNumber, v.isArbitraryValue] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-color": [{ text: color }],
    "vertical-align": [{ align: ["baseline", "top", "middle", "bottom", "text-top", "text-bottom", "sub", "super"] }],
    whitespace: [{ whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] }],
    "bg-color": [{ bg: color }],
    "gradient-from": [{ from: color }],
    "gradient-to": [{ to: color }],
    rounded: [{ rounded: ["", "none", "full", v.isTshirtSize, v.isArbitraryValue] }],
    "rounded-t": [{ "rounded-t": ["", "none", "full", v.isTshirtSize] }],
    "rounded-b": [{ "rounded-b": ["", "none", "full", v.isTshirtSize] }],
    "border-w": [{ border: borderWidth }],
    "border-w-x": [{ "border-x": borderWidth }],
    "border-w-y": [{ "border-y": borderWidth }],
    "border-w-t": [{ "border-t": borderWidth }],
    "border-w-r": [{ "border-r": borderWidth }],
    "border-w-b": [{ "border-b": borderWidth }],
    "border-w-l": [{ "border-l": borderWidth }],
    "divide-y": [{ "divide-y": borderWidth }],
    "border-style": [{ border: ["solid", "dashed", "dotted", "double", "hidden", "none"] }],
    "border-color": [{ border: color }],
    "divide-color": [{ divide: color }],
    "outline-style": ["outline-hidden", { outline: ["solid", "dashed", "dotted", "double", "none"] }],
    "outline-color": [{ outline: color }],
    "ring-w": [{ ring: borderWidth }],
    "ring-color": [{ ring: color }],
    shadow: [{ shadow: ["", "none", v.isTshirtSize, v.isArbitraryValue] }],
    opacity: [{ opacity: [v.isNumber, v.isArbitraryValue] }],
    accent: [{ accent: ["auto", ...color] }],
    cursor: [
      { cursor: ["auto", "default", "pointer", "wait", "text", "move", "help", "not-allowed", v.isArbitraryValue] },
    ],
    "pointer-events": [{ "pointer-events": ["auto", "none"] }],
  },
  conflictingClassGroups: {
    overflow: ["overflow-x", "overflow-y"],
    inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    "inset-y": ["top", "bottom"],
    flex: ["basis", "grow", "shrink"],
    gap: ["gap-x", "gap-y"],
    p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
    px: ["ps", "pe", "pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
    mx: ["ms", "me", "mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
    sr: [
      "not-sr",
      "position",
      "size",
      "w",
      "h",
      "p",
      "px",
      "py",
      "ps",
      "pe",
      "pt",
      "pr",
      "pb",
      "pl",
      "m",
      "mx",
      "my",
      "ms",
      "me",
      "mt",
      "mr",
      "mb",
      "ml",
      "overflow",
      "overflow-x",
      "overflow-y",
      "whitespace",
    ],
    "not-sr": ["sr"],
    rounded: ["rounded-t", "rounded-b"],
    "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
    "border-w-x": ["border-w-r", "border-w-l"],
    "border-w-y": ["border-w-t", "border-w-b"],
  },
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  orderSensitiveModifiers: ["*", "**", "after", "before", "file", "marker", "placeholder", "selection"],
}));

/**
 * Joins class names, dropping falsy ones, and lets a later Tailwind class win over an earlier one
 * of the same kind, so a primitive's `className` prop overrides its variant instead of fighting it.
 *
 * @example
 * cn("px-3 py-2", false && "hidden", "px-4"); // "py-2 px-4"
 */
export function cn(...inputs: CxOptions): string {
  return merge(cx(inputs));
}
