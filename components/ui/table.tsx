import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "./cn";
import { cardVariants } from "./card";
import { ScrollCue } from "./scroll-cue";

/**
 * Tables in the manner of shadcn/ui. The table's look sets the cells' padding through CSS
 * variables (not descendant selectors), so a cell's own `className` still overrides it and the
 * parts stay plain elements that a server component can render.
 */
const tableVariants = cva("w-full", {
  variants: {
    look: {
      /** A table of its own, in a card: a grey header band; the outer cells keep their padding. */
      boxed: "[--cell-edge:var(--cell-x)] [&>thead]:bg-slate-50",
      /** A table inside a card or panel: a rule under the header; the outer cells sit flush. */
      ruled: "[--cell-edge:0px] [&>thead]:border-b [&>thead]:border-slate-200",
    },
    density: {
      md: "text-sm [--cell-x:0.5rem] [--cell-y:0.5rem] sm:[--cell-x:0.75rem]",
      /** Many short rows inside a panel: the same type, tighter rows. */
      sm: "text-sm [--cell-x:0.5rem] [--cell-y:0.25rem]",
      /** Many figures (a month per row): smaller type, tighter cells. */
      xs: "text-xs [--cell-x:0.5rem] [--cell-y:0.25rem]",
    },
  },
  defaultVariants: { look: "boxed", density: "md" },
});

export interface TableProps extends HTMLAttributes<HTMLTableElement>, VariantProps<typeof tableVariants> {
  /** Classes of the box around the table, which scrolls sideways rather than the page. */
  containerClassName?: string;
  /** No box of its own: the caller's element already scrolls it (a sticky header needs that). */
  bare?: boolean;
  /** The row names stay in view while the figures scroll sideways (a narrow screen). */
  stickyFirstColumn?: boolean;
  /** Words shown (with a fade at the right edge) while more columns are out of view. */
  scrollCue?: string;
}

// Opaque backgrounds so the figures scroll under the row names rather than through them.
const STICKY_FIRST_COLUMN =
  "[&_tr>*:first-child]:sticky [&_tr>*:first-child]:left-0 [&_tr>*:first-child]:z-10 " +
  "[&_tbody_tr>*:first-child]:bg-white [&_tr>*:first-child]:shadow-[1px_0_0_0_var(--color-slate-200)]";

/**
 * @example
 * <Table aria-label="Cloud GPU prices">
 *   <TableHeader><TableRow><TableHead>GPU</TableHead><TableHead numeric>Per GPU-hour</TableHead></TableRow></TableHeader>
 *   <TableBody><TableRow><TableCell>H100</TableCell><TableCell numeric>$2.49</TableCell></TableRow></TableBody>
 * </Table>
 */
export function Table({
  look,
  density,
  className,
  containerClassName,
  bare = false,
  stickyFirstColumn = false,
  scrollCue,
  ...rest
}: TableProps) {
  const table = (
    <table
      className={cn(
        tableVariants({ look, density }),
        stickyFirstColumn && STICKY_FIRST_COLUMN,
        stickyFirstColumn && look !== "ruled" && "[&_thead_tr>*:first-child]:bg-slate-50",
        stickyFirstColumn && look === "ruled" && "[&_thead_tr>*:first-child]:bg-white",
        className,
      )}
      {...rest}
    />
  );
  if (bare) return table;
  if (scrollCue)
    return (
      <ScrollCue
        cue={scrollCue}
        className={cn(look !== "ruled" && cardVariants({ padding: "none" }), containerClassName)}
      >
        {table}
      </ScrollCue>
    );
  return (
    <div className={cn("overflow-x-auto", look !== "ruled" && cardVariants({ padding: "none" }), containerClassName)}>
      {table}
    </div>
  );
}

export function TableHeader({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn("text-left text-xs text-slate-500", className)} {...rest} />;
}

export function TableBody({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn("divide-y divide-slate-100", className)} {...rest} />;
}

export function TableRow(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr {...props} />;
}

/**
 * A cell's padding from its table's look, and the `numeric` variant every column of figures
 * takes: digits of equal width, right-aligned, kept on one line, so a column of figures reads
 * down by place value.
 */
const cellVariants = cva("px-(--cell-x) py-(--cell-y) first:pl-(--cell-edge) last:pr-(--cell-edge)", {
  variants: {
    numeric: { true: "tabular text-right whitespace-nowrap", false: "" },
  },
  defaultVariants: { numeric: false },
});

type CellVariants = VariantProps<typeof cellVariants>;

/**
 * A column's name (`scope="col"`); `numeric` right-aligns it over its figures. Words, so it
 * wraps: a narrow column of figures stays narrow.
 */
export function TableHead({ numeric, className, ...rest }: ThHTMLAttributes<HTMLTableCellElement> & CellVariants) {
  return (
    <th
      scope="col"
      className={cn(cellVariants(), "align-bottom font-medium", numeric ? "text-right" : "text-left", className)}
      {...rest}
    />
  );
}

/** A row's name, at the start of a row (`scope="row"`). */
export function TableRowHead({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="row" className={cn(cellVariants(), "text-left font-normal text-slate-700", className)} {...rest} />;
}

export function TableCell({ numeric, className, ...rest }: TdHTMLAttributes<HTMLTableCellElement> & CellVariants) {
  return <td className={cn(cellVariants({ numeric }), className)} {...rest} />;
}

export interface TableColumn {
  label: ReactNode;
  numeric?: boolean;
  /** Named for screen readers only, such as the column of a row's buttons. */
  srOnly?: boolean;
  className?: string;
}

/** Columns of figures, each right-aligned over its numbers. */
export const numericColumns = (...labels: string[]): TableColumn[] => labels.map((label) => ({ label, numeric: true }));

/**
 * A header row from the columns' names, for a table whose columns are fixed; a string is a
 * plain column.
 *
 * @example
 * <TableColumns columns={["Name", { label: "Cost", numeric: true }, { label: "Actions", srOnly: true }]} />
 */
export function TableColumns({ columns }: { columns: readonly (string | TableColumn)[] }) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column, i) => {
          const { label, numeric, srOnly, className } = typeof column === "string" ? { label: column } : column;
          return (
            <TableHead key={i} numeric={numeric} className={className}>
              {srOnly ? <span className="sr-only">{label}</span> : label}
            </TableHead>
          );
        })}
      </TableRow>
    </TableHeader>
  );
}
