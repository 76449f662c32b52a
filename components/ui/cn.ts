import { cx, type CxOptions } from "class-variance-authority";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names, dropping falsy ones, and lets a later Tailwind class win over an earlier one
 * of the same kind, so a primitive's `className` prop overrides its variant instead of fighting it.
 *
 * @example
 * cn("px-3 py-2", false && "hidden", "px-4"); // "py-2 px-4"
 */
export function cn(...inputs: CxOptions): string {
  return twMerge(cx(inputs));
}
