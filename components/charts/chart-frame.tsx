import { WhenVisible } from "./when-visible";
import { Card } from "@/components/ui/card";

/** A chart's card: a title, the one-line conclusion it supports (always current), and the chart. */
export function ChartFrame({
  title,
  caption,
  children,
  testId,
}: {
  title: string;
  caption: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <Card as="figure" data-testid={testId}>
      <figcaption>
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <p className="mt-0.5 text-sm text-slate-600" data-testid={`${testId}-caption`}>
          {caption}
        </p>
      </figcaption>
      <div className="mt-3" data-testid={`${testId}-body`}>
        <WhenVisible>{children}</WhenVisible>
      </div>
    </Card>
  );
}
