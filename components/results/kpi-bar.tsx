"use client";

import { ModelLink, type ModelSection } from "@/components/results/model-link";
import { Button } from "@/components/ui/button";
import { Card, CardFigure } from "@/components/ui/card";
import { Hint } from "@/components/ui/hint";
import { formatMoney, formatMoneyCompact, formatNumber, formatPct, formatPerGpuHour } from "@/lib/format";
import { OPTION_COLORS, OPTION_KEYS } from "@/lib/report/palette";
import { headlineSentence, perUnit } from "@/lib/report/sentences";
import {
  breakEvenWords,
  capitalized,
  CHEAPER_AT_EVERY_USE,
  optionActor,
  optionInSentence,
  optionKey,
  optionName,
  optionNames,
  savingWords,
  UNDISCOUNTED,
} from "@/lib/report/words";
import { irrBasis, paymentPhrase } from "@/lib/report/financing-words";
import { taxBasisPhrase } from "@/lib/report/tax-labels";
import { demandBasis } from "@/lib/report/demand-shape-words";
import { profileOf } from "@/lib/tco/demand-shape";
import { onPremToReview, TO_REVIEW } from "@/lib/tco/review";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { hardwareCost } from "@/lib/tco/on-prem-costs";

interface KpiProps {
  scenario: Scenario;
  result: TcoResult;
  locale: string;
}

/** The after-tax twin of a KPI's figure, shown beside the pre-tax one when the scenario has tax. */
interface AfterTaxFigure {
  value: string;
  exact?: string;
  tone?: "good" | "bad";
}

interface KpiCardProps {
  label: string;
  hint: React.ReactNode;
  doc: ModelSection;
  accent?: string;
  testId: string;
  /** The figure depends on on-prem inputs nobody has confirmed yet: marked "to review". */
  review?: boolean;
  children: React.ReactNode;
}

/** A KPI's card: its label with the "how is this computed" hint, then its figures. */
function KpiCard({ label, hint, doc, accent, testId, review, children }: KpiCardProps) {
  return (
    <Card padding="kpi" accent={accent} data-testid={testId}>
      <div className="flex items-start gap-1.5 text-xs leading-tight font-medium text-slate-500">
        <span>{label}</span>
        <Hint label={label}>
          {hint} <ModelLink section={doc} />
        </Hint>
      </div>
      {children}
      {review ? <ReviewMark testId={`${testId}-review`} /> : null}
    </Card>
  );
}

/** The "to review" tag of a figure that rests on unconfirmed on-prem inputs. */
function ReviewMark({ testId }: { testId: string }) {
  return (
    <span
      data-testid={testId}
      className="mt-0.5 inline-block rounded-sm bg-amber-100 px-1 text-[11px] leading-tight font-medium text-amber-900"
    >
      {TO_REVIEW}
    </span>
  );
}

/**
 * Above the figures while the on-prem side is unconfirmed: why, and (in the editor) a Confirm that
 * removes the marks. Editing any on-prem input removes them too.
 */
function ReviewNotice({ onConfirm }: { onConfirm?: () => void }) {
  return (
    <div
      data-testid="review-notice"
      className={
        "mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-amber-300 bg-amber-50 px-2 py-1 " +
        "text-xs text-amber-950"
      }
    >
      <p className="min-w-0 flex-1">
        On-prem figures are <strong>{TO_REVIEW}</strong>: priced from the catalog and placeholders, not your quotes.
        {onConfirm ? " Check them, then confirm (editing an on-prem input confirms too)." : ""}
      </p>
      {onConfirm ? (
        <Button size="sm" className="shrink-0" onClick={onConfirm}>
          Confirm on-prem figures
        </Button>
      ) : null}
    </div>
  );
}

type FigureKpiProps = Omit<KpiCardProps, "children" | "hint"> & {
  hint: string;
  value: string;
  sub?: string;
  exact?: string;
  tone?: "good" | "bad";
  after?: AfterTaxFigure;
};

function Kpi({ value, sub, exact, tone, after, hint, ...card }: FigureKpiProps) {
  if (after) return <TaxedKpi {...{ value, exact, tone, after, hint, ...card }} />;
  return (
    <KpiCard hint={hint} {...card}>
      <CardFigure title={exact} tone={tone}>
        {value}
      </CardFigure>
      {sub ? <div className="tabular text-xs leading-tight text-slate-500">{sub}</div> : null}
    </KpiCard>
  );
}

function TaxedKpi({
  value,
  exact,
  tone,
  after,
  hint,
  ...card
}: Omit<FigureKpiProps, "sub"> & { after: AfterTaxFigure }) {
  const figures = [
    { label: "Pre-tax", value, exact, tone, suffix: "pre-tax" },
    { label: "After tax", value: after.value, exact: after.exact, tone: after.tone, suffix: "after-tax" },
  ];
  return (
    <KpiCard
      hint={
        `${hint} After tax: the same rule applied to the after-tax monthly costs (running costs and cloud bills × (1 − ` +
        `rate); purchases paid in full, then shielded as they depreciate).`
      }
      {...card}
    >
      {/* The two figures side by side in a card wide enough for both (the four-column band), else
          one under the other; each label sits beside its figure while both fit on one line (the
          labels' equal width makes a card's two figures wrap together). */}
      <dl className="mt-0.5 grid grid-cols-1 gap-x-2 @min-[13rem]:grid-cols-2">
        {figures.map((f, i) => (
          <div
            key={f.suffix}
            className={
              `flex min-w-0 flex-wrap items-baseline justify-between gap-x-1.5 @min-[13rem]:block ` +
              `${i > 0 ? "@min-[13rem]:border-l @min-[13rem]:border-slate-200 @min-[13rem]:pl-2" : ""}`
            }
          >
            <dt className="w-12 shrink-0 text-[11px] leading-tight text-slate-500">{f.label}</dt>
            <CardFigure as="dd" size="sm" title={f.exact} tone={f.tone} data-testid={`${card.testId}-${f.suffix}`}>
              {f.value}
            </CardFigure>
          </div>
        ))}
      </dl>
    </KpiCard>
  );
}

/** The headline: which option is cheapest, by how much, and when owning pays off; stays in view. */
export function KpiBar({
  scenario,
  result,
  locale,
  swipeOnPhone = false,
  mark,
  onConfirmReview,
}: KpiProps & { swipeOnPhone?: boolean; mark?: React.ReactNode; onConfirmReview?: () => void }) {
  const { currency, horizonYears } = scenario;
  const money = (v: number) => formatMoneyCompact(v, currency, locale);
  const exact = (v: number) => formatMoney(v, currency, locale);
  const savings = result.savings.total;
  const after = result.afterTax;
  const figure = (v: number) => ({ value: money(v), exact: exact(v) });
  const sign = (v: number) => (v >= 0 ? "good" : "bad");
  // A negative saving reads as a cost ("costs $526 more"), as in every sentence and the PDF, never "-$526".
  const saving = (v: number) => savingWords(v, money);
  const savingFigure = (v: number): AfterTaxFigure => ({ value: saving(v), exact: exact(v), tone: sign(v) });
  const unit = perUnit(scenario, result);
  const { labels } = scenario;
  const names = optionNames(labels);
  const owning = capitalized(optionActor("onPrem", labels));
  const profile = profileOf(scenario);
  const review = onPremToReview(scenario);
  return (
    <div>
      {/* `mark` sits beside the headline, outside it: "what-if, not saved" on figures that can't be saved. */}
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <p className="text-base font-semibold text-slate-900 md:text-lg" data-testid="headline">
          {headlineSentence(scenario, result, locale)}
        </p>
        {mark}
        {review ? <ReviewMark testId="headline-review" /> : null}
      </div>
      {/* How the hardware is paid and the tax basis share one line, so the band stays short on a phone. */}
      <div className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
        <p data-testid="payment-basis">
          {paymentPhrase(scenario.financing, locale, hardwareCost(scenario.onPrem.capex))}.
        </p>
        {scenario.tax ? <p data-testid="tax-basis">After tax: {taxBasisPhrase(scenario.tax, locale)}.</p> : null}
        {profile ? <p data-testid="demand-basis">{demandBasis(profile, scenario, result, locale)}</p> : null}
      </div>
      {review ? <ReviewNotice onConfirm={onConfirmReview} /> : null}
      {/* In the editor a phone shows the figures as one row to swipe, so the band stays short enough to keep in view. */}
      <div
        className={
          swipeOnPhone
            ? "mt-2 flex snap-x gap-2 overflow-x-auto *:w-36 *:shrink-0 *:snap-start sm:grid sm:grid-cols-4 " +
              "sm:overflow-visible sm:*:w-auto xl:grid-cols-8"
            : "mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-8"
        }
      >
        {OPTION_KEYS.map((key) => (
          <Kpi
            key={key}
            testId={`kpi-tco-${key}`}
            doc="totals"
            label={`TCO ${names[key]}`}
            value={money(result.totals[key])}
            exact={exact(result.totals[key])}
            accent={OPTION_COLORS[key]}
            review={review && key !== "cloud"}
            after={after && figure(after.totals[key])}
            hint={`Sum of every ${optionInSentence(key, labels)} cost, month 0 to month ${horizonYears * 12}, undiscounted.`}
          />
        ))}
        <Kpi
          testId="kpi-savings"
          review={review}
          doc="totals"
          label={
            (after
              ? `Savings of ${optionActor("onPrem", labels)}`
              : savings >= 0
                ? `${owning} saves`
                : `${owning} costs more`) + ` (${UNDISCOUNTED})`
          }
          value={after ? saving(savings) : money(Math.abs(savings))}
          sub={
            result.savings.pct === null ? undefined : `${formatPct(Math.abs(result.savings.pct), locale)} of cloud TCO`
          }
          exact={exact(savings)}
          tone={sign(savings)}
          after={after && savingFigure(after.savings.total)}
          hint="TCO of cloud minus TCO of on-prem; the percent is of the cloud TCO."
        />
        <Kpi
          testId="kpi-break-even"
          review={review}
          doc="break-even-month"
          label="Break-even"
          value={capitalized(breakEvenWords(result.breakEvenMonth, locale))}
          after={after && { value: capitalized(breakEvenWords(after.breakEvenMonth, locale)) }}
          hint="The first month at which cumulative on-prem cost falls to or below cumulative cloud cost, interpolated within the month."
        />
        <Kpi
          testId="kpi-npv"
          review={review}
          doc="npv"
          label="NPV of savings"
          value={saving(result.savings.npv)}
          exact={exact(result.savings.npv)}
          tone={sign(result.savings.npv)}
          after={after && savingFigure(after.savings.npv)}
          hint={
            `Present value of cloud costs minus present value of on-prem costs, discounted at ` +
            `${formatPct(scenario.assumptions.discountRatePct, locale)} a year.`
          }
        />
        <Kpi
          testId="kpi-irr"
          review={review}
          doc="irr"
          label={after ? "IRR (pre-tax)" : "IRR"}
          value={result.irrPct === null ? "n/a" : formatPct(result.irrPct, locale)}
          sub={irrBasis(scenario.financing) ?? undefined}
          hint={
            "Yearly rate at which the upfront on-prem cost and the yearly savings that follow have an NPV of zero; n/a " +
            "when no single such rate exists. Under a loan or a lease the upfront cost is what month 0 pays, not the " +
            "hardware's price, so IRR runs far above ROI, which keeps the cash price."
          }
        />
        <Kpi
          testId="kpi-recommendation"
          review={review}
          doc="recommendation"
          label="Cheapest (NPV)"
          value={optionName(result.recommendation, labels)}
          sub={unit ? `Per ${unit.unit} (${UNDISCOUNTED}): ${optionName(unit.cheapest, labels)}` : undefined}
          accent={OPTION_COLORS[optionKey(result.recommendation)]}
          after={after && { value: optionName(after.recommendation, labels) }}
          hint={
            `The option whose costs have the lowest present value for the same work; a tie goes to cloud, then ` +
            `on-prem.${unit ? ` Per ${unit.unit}, the option whose total divided by the ${unit.unit}s it makes is least.` : ""}`
          }
        />
      </div>
    </div>
  );
}

/** The secondary figures: ROI, utilization break-even, unit costs, NPV per option. */
export function KpiDetails({ scenario, result, locale }: KpiProps) {
  const { currency } = scenario;
  const unitCost = (v: number | null) => (v === null ? "n/a" : formatMoney(v, currency, locale));
  const unitName = scenario.workload.unitName || "unit";
  const names = optionNames(scenario.labels);
  const review = onPremToReview(scenario);
  return (
    <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
      <Kpi
        testId="kpi-roi"
        review={review}
        doc="roi"
        label="ROI"
        value={result.roiPct === null ? "n/a" : formatPct(result.roiPct, locale, 0)}
        hint="Savings over the horizon divided by the investment at its cash price (capex + migration), however it is paid."
      />
      <Kpi
        testId="kpi-utilization-break-even"
        review={review}
        doc="utilization-break-even"
        label="Utilization break-even"
        value={
          result.utilizationBreakEven === null
            ? "None in 0–24 h"
            : result.utilizationBreakEven < 0.05
              ? "None"
              : `${formatNumber(result.utilizationBreakEven, locale, 1)} h/day`
        }
        sub={
          result.utilizationBreakEven !== null && result.utilizationBreakEven < 0.05 ? CHEAPER_AT_EVERY_USE : undefined
        }
        hint="The lowest busy hours per GPU per day at which on-prem and cloud cost the same over the horizon, all else equal."
      />
      {OPTION_KEYS.map((key) => (
        <Kpi
          key={key}
          testId={`kpi-npv-${key}`}
          review={review && key !== "cloud"}
          doc="npv"
          label={`NPV ${names[key]}`}
          value={formatMoneyCompact(result.npv[key], currency, locale)}
          exact={formatMoney(result.npv[key], currency, locale)}
          accent={OPTION_COLORS[key]}
          hint={`Present value of every ${optionInSentence(key, scenario.labels)} cost at the discount rate.`}
        />
      ))}
      {OPTION_KEYS.map((key) => (
        <Kpi
          key={`h-${key}`}
          testId={`kpi-cost-per-hour-${key}`}
          review={review && key !== "cloud"}
          doc="unit-costs"
          label={`Per busy GPU-hour, ${names[key]}`}
          value={result.costPerGpuHour ? formatPerGpuHour(result.costPerGpuHour[key], currency, locale) : "n/a"}
          accent={OPTION_COLORS[key]}
          hint="TCO divided by the GPU-hours of work demanded over the horizon (the same hours for every option)."
        />
      ))}
      {result.costPerUnit
        ? OPTION_KEYS.map((key) => (
            <Kpi
              key={`u-${key}`}
              testId={`kpi-cost-per-unit-${key}`}
              review={review && key !== "cloud"}
              doc="unit-costs"
              label={`Per ${unitName}, ${names[key]}`}
              value={unitCost(result.costPerUnit![key])}
              accent={OPTION_COLORS[key]}
              hint={`TCO divided by the ${unitName}s made: owned GPUs and rented GPUs each at their own throughput.`}
            />
          ))
        : null}
    </div>
  );
}
