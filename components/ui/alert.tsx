import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "./cn";

/**
 * A message box, in the manner of shadcn/ui: the tone says what kind of news it is. Errors are
 * announced at once (role "alert"); warnings and notes politely (role "status").
 */
const alertVariants = cva("rounded-md border px-3 py-2 text-sm", {
  variants: {
    tone: {
      error: "border-red-200 bg-red-50 text-red-800",
      warning: "border-amber-300 bg-amber-50 text-amber-950",
      note: "border-slate-200 bg-slate-50 text-slate-800",
    },
  },
});

export type AlertTone = NonNullable<VariantProps<typeof alertVariants>["tone"]>;

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  tone: AlertTone;
}

/**
 * @example
 * <Alert tone="error">Not saved: the server could not be reached.</Alert>
 */
export function Alert({ tone, className, role, ...rest }: AlertProps) {
  return (
    <div
      role={role ?? (tone === "error" ? "alert" : "status")}
      className={cn(alertVariants({ tone }), className)}
      {...rest}
    />
  );
}
