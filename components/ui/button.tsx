import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn";

/**
 * The app's buttons, in the manner of shadcn/ui: a variant (what the button means) and a size,
 * each a fixed set of classes, so the same kind of button looks the same everywhere.
 */
const buttonVariants = cva(
  "inline-flex items-center justify-center rounded-md font-medium whitespace-nowrap disabled:opacity-60",
  {
    variants: {
      variant: {
        /** The one main action of a place: Save, Create. */
        primary: "bg-slate-900 text-white hover:bg-slate-700",
        /** Any other action. */
        secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
        /** An action inside an amber warning, such as a save conflict. */
        warning: "border border-amber-400 bg-white text-amber-950 hover:bg-amber-100",
        /** An action that cannot be taken back without an undo: Delete, Revoke. */
        danger: "text-red-700 hover:bg-red-50",
        /** Close, Cancel, Dismiss: quiet text. */
        ghost: "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
      },
      size: {
        sm: "px-2.5 py-1 text-xs",
        md: "px-3 py-1.5 text-sm",
      },
    },
    defaultVariants: { variant: "secondary", size: "md" },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;
export type ButtonVariant = NonNullable<ButtonVariants["variant"]>;
export type ButtonSize = NonNullable<ButtonVariants["size"]>;

/**
 * The classes of a button, for a link or submit control styled as one; `extra` overrides them.
 *
 * @example
 * buttonClasses("primary"); // "inline-flex … bg-slate-900 text-white …"
 */
export function buttonClasses(variant: ButtonVariant = "secondary", size: ButtonSize = "md", extra = ""): string {
  return cn(buttonVariants({ variant, size }), extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {}

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant ?? undefined, size ?? undefined, className)} {...rest} />;
}
