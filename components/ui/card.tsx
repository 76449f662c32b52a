import { cva, type VariantProps } from "class-variance-authority";
import type { CSSProperties, HTMLAttributes } from "react";
import { cn } from "./cn";

/** The app's surface: a white box with a light border on the near-white page. */
export const cardVariants = cva("rounded-lg border border-slate-200 bg-white", {
  variants: {
    padding: {
      none: "",
      md: "p-4",
      lg: "p-6",
      /**
       * A KPI: a query container, so its figure's type size follows the card's own width (a grid
       * cell, a swiped strip) rather than the window's, and `min-w-0` lets a grid shrink it.
       */
      kpi: "@container min-w-0 px-3 py-2",
    },
  },
  defaultVariants: { padding: "md" },
});

type CardElement = "div" | "section" | "figure" | "form" | "ul";

export interface CardProps extends HTMLAttributes<HTMLElement>, VariantProps<typeof cardVariants> {
  /** The element the card is: a `section` with a heading, a `figure` with a chart… */
  as?: CardElement;
  /** An option's colour as a bar along the top, tying the card to that option's lines and bars. */
  accent?: string;
}

/**
 * @example
 * <Card as="section" aria-labelledby="share-heading">…</Card>
 * <Card padding="kpi" accent={OPTION_COLORS.cloud}>…<CardFigure>$1.2M</CardFigure></Card>
 */
export function Card({ as: Element = "div", padding, accent, className, style, ...rest }: CardProps) {
  const top: CSSProperties | undefined = accent ? { borderTop: `3px solid ${accent}` } : undefined;
  return <Element className={cn(cardVariants({ padding }), className)} style={{ ...top, ...style }} {...rest} />;
}

/**
 * A figure in a KPI card. A figure is never cut: it wraps anywhere rather than overflow, and its
 * type grows only when the card (not the window) is wide enough for the larger size.
 */
export const cardFigureVariants = cva("tabular leading-snug font-semibold [overflow-wrap:anywhere]", {
  variants: {
    size: {
      /** The card's one figure. */
      lg: "mt-0.5 text-base @min-[9rem]:text-lg",
      /** One of two figures side by side (pre-tax and after tax). */
      sm: "min-w-0 text-sm @min-[8.5rem]:text-base",
    },
    tone: {
      neutral: "text-slate-900",
      good: "text-emerald-800",
      bad: "text-red-700",
    },
  },
  defaultVariants: { size: "lg", tone: "neutral" },
});

export interface CardFigureProps extends HTMLAttributes<HTMLElement>, VariantProps<typeof cardFigureVariants> {
  /** `dd` inside a description list of figures. */
  as?: "div" | "dd";
}

export function CardFigure({ as: Element = "div", size, tone, className, ...rest }: CardFigureProps) {
  return <Element className={cn(cardFigureVariants({ size, tone }), className)} {...rest} />;
}
