"use client";

import { getPath } from "@/lib/object-path";
import type { PaymentKind } from "@/lib/report/financing-words";
import { PartLoading, lazyPart } from "@/components/ui/lazy-part";
import type { FinancingSectionProps } from "./financing-terms";
import { errorCountUnder, InputSection } from "./inputs/input-section";

export type { FinancingSectionProps } from "./financing-terms";

// The section opens shut when the hardware is paid in cash (most scenarios), and far down the
// inputs when not: its body loads on the page's first interaction, opening the section being one.
// The choice alone, or with a loan's three terms or a lease's two and the payment under them.
const FinancingTerms = lazyPart(
  () => import("./financing-terms").then((m) => m.FinancingTerms),
  ({ chosen }) => (
    <PartLoading
      label="the payment terms"
      className={chosen === "cash" ? "h-[88px]" : chosen === "loan" ? "h-[420px]" : "h-[340px]"}
    />
  ),
);

/** "How it is paid": cash, a loan or an operating lease on every hardware purchase, with the payment as it is typed. */
export function FinancingSection(props: FinancingSectionProps) {
  const kind = getPath(props.draft, "financing.kind");
  const chosen: PaymentKind = kind === "loan" || kind === "lease" ? kind : "cash";
  const errorCount = errorCountUnder(props.errors, "financing");
  return (
    <InputSection title="How it is paid" defaultOpen={chosen !== "cash" || errorCount > 0} errorCount={errorCount}>
      <FinancingTerms {...props} chosen={chosen} />
    </InputSection>
  );
}
