import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from "react";
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
