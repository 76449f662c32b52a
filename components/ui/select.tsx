import type { Ref, SelectHTMLAttributes } from "react";
import { cn } from "./cn";
import { controlVariants, type ControlVariants } from "./control";

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "size" | "width">, Omit<ControlVariants, "numeric"> {
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native drop-down in the app's one control look: native, so phones show their own picker and
 * keyboards work as everywhere else.
 *
 * @example
 * <Select aria-label="Sort by" value={sort} onChange={…}><option value="name">Name</option></Select>
 */
export function Select({ size, width, className, ...rest }: SelectProps) {
  return <select className={cn(controlVariants({ size, width }), className)} {...rest} />;
}
