import { cva, type VariantProps } from "class-variance-authority";

/**
 * The look every form control shares (Input, Select, Textarea): a white box with a slate border
 * that turns red when the control says it is invalid (`aria-invalid`), so an error is styled by
 * the same attribute that announces it.
 */
export const controlVariants = cva(
  "rounded-md border border-slate-300 bg-white font-normal text-slate-900 focus:ring-2 focus:ring-slate-400 " +
    "focus:outline-none disabled:opacity-60 aria-[invalid=true]:border-red-500",
  {
    variants: {
      size: {
        /** Inside a dense panel, such as a catalog picker's filters. */
        sm: "px-1.5 py-0.5 text-xs",
        md: "px-2 py-1.5 text-sm",
        /** A form on a page of its own: sign-in, settings. */
        lg: "px-3 py-2 text-sm",
      },
      width: {
        full: "w-full",
        auto: "",
      },
      /** Figures: digits of equal width, right-aligned, as in the tables. */
      numeric: {
        true: "tabular text-right",
        false: "",
      },
    },
    defaultVariants: { size: "md", width: "auto", numeric: false },
  },
);

export type ControlVariants = VariantProps<typeof controlVariants>;
