import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { cn } from "./cn";
import { controlVariants, type ControlVariants } from "./control";

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "width">, ControlVariants {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text, number, date or search box in the app's one control look.
 *
 * @example
 * <Input aria-label="Search scenarios" width="full" />
 * <Input type="number" numeric size="sm" className="w-14" />
 */
export function Input({ size, width, numeric, className, ...rest }: InputProps) {
  return <input className={cn(controlVariants({ size, width, numeric }), className)} {...rest} />;
}

export interface TextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "width">, Omit<ControlVariants, "numeric"> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** Several lines of text, looking like an Input. */
export function Textarea({ size, width, className, ...rest }: TextareaProps) {
  return <textarea className={cn(controlVariants({ size, width }), className)} {...rest} />;
}

export interface AffixInputProps extends Omit<InputProps, "width"> {
  /** Before the figure, such as the currency symbol. */
  before?: ReactNode;
  /** After the figure, such as the unit ("/ GPU-h", "%"). */
  after?: ReactNode;
  /** Classes of the box that holds the affixes and the input (its width, its margin). */
  boxClassName?: string;
}

/**
 * A figure's box with its currency or unit inside the border: the box, not the input, takes the
 * control look, focus ring and the red border when the input is invalid.
 *
 * @example
 * <AffixInput before="$" after="/ GPU-h" aria-invalid={error ? true : undefined} value={text} onChange={…} />
 */
export function AffixInput({ before, after, boxClassName, size, numeric = true, className, ...rest }: AffixInputProps) {
  return (
    <div
      className={cn(
        "flex items-center rounded-md border border-slate-300 bg-white focus-within:ring-2 focus-within:ring-slate-400 " +
          "has-[[aria-invalid=true]]:border-red-500",
        boxClassName,
      )}
    >
      {before ? <span className="pl-2 text-sm text-slate-500">{before}</span> : null}
      <input
        className={cn(
          "min-w-0 flex-1 rounded-md bg-transparent px-2 text-sm outline-none",
          size === "sm" ? "py-1" : "py-1.5",
          numeric && "tabular text-right",
          className,
        )}
        {...rest}
      />
      {after ? <span className="pr-2 text-xs whitespace-nowrap text-slate-500">{after}</span> : null}
    </div>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox in the app's slate accent. */
export function Checkbox({ className, ...rest }: CheckboxProps) {
  return <input type="checkbox" className={cn("h-4 w-4 accent-slate-700", className)} {...rest} />;
}

export type SliderProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type">;

/** A native range slider that fills the room beside its number box. */
export function Slider({ className, ...rest }: SliderProps) {
  return (
    <input type="range" className={cn("h-2 min-w-0 flex-1 cursor-pointer accent-slate-700", className)} {...rest} />
  );
}
