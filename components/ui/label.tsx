import { cva, type VariantProps } from "class-variance-authority";
import type { LabelHTMLAttributes } from "react";
import { cn } from "./cn";

const labelVariants = cva("font-medium", {
  variants: {
    size: {
      /** A field's name above its control. */
      md: "text-sm text-slate-800",
      /** A filter's name beside its control, in a dense panel. */
      sm: "text-xs text-slate-700",
    },
    /**
     * `stacked` wraps its control: the name above, the control below (no `htmlFor` needed);
     * `block` stands on its own line above a control named by `htmlFor`.
     */
    layout: {
      inline: "",
      block: "block",
      stacked: "flex flex-col gap-1",
    },
    /** A caption rather than a heading: the small grey name above a range's boxes, a key's fields. */
    quiet: {
      true: "font-normal text-slate-600",
      false: "",
    },
  },
  defaultVariants: { size: "md", layout: "inline", quiet: false },
});

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement>, VariantProps<typeof labelVariants> {}

/**
 * The name of a control.
 *
 * @example
 * <Label htmlFor={id} layout="block">Email</Label>
 * <Label layout="stacked">Role <Select …/></Label>
 */
export function Label({ size, layout, quiet, className, ...rest }: LabelProps) {
  return <label className={cn(labelVariants({ size, layout, quiet }), className)} {...rest} />;
}
