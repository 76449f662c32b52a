"use client";

import { CatalogRefresh } from "@/components/catalog/catalog-refresh";
import { CloudPricePicker, HardwarePicker } from "@/components/catalog/lazy-pickers";
import { Alert } from "@/components/ui/alert";
import { FIELD_GROUPS, UNUSED_WITH_PROFILE, type FieldGroup, type FieldMeta } from "@/lib/input/fields";
import { useState } from "react";
import { balancerOf, rebalanceShares } from "@/lib/input/rebalance-shares";
import { getPath } from "@/lib/object-path";
import { ChoiceField, SwitchField, TextField } from "./inputs/field-controls";
import { errorCountUnder, InputSection } from "./inputs/input-section";
import { OptionalPart } from "./inputs/optional-part";
import { NumberField } from "./number-field";
import { FinancingSection, type FinancingSectionProps } from "./financing-section";
import { DemandShapeSection } from "./demand-shape/demand-shape-section";
import { Card } from "@/components/ui/card";
import { lazyPart } from "@/components/ui/lazy-part";
import type { Scenario } from "@/lib/tco/types";

export type SetField = (path: string, value: unknown) => void;

/** Where a section's inputs stand until their code has loaded: a box of their height. */
function InputsLoading({ height }: { height: string }) {
  return (
    <p role="status" className={`text-xs text-slate-500 ${height}`}>
      Loading…
    </p>
  );
}

/*
 * The tax and carbon sections close the list, below the fold at 1440 × 900 (and behind the Inputs
 * tab on a phone), and the residual note sits in the capex section, shut when the editor opens:
 * their code loads on the page's first interaction. A section's heading is drawn at once, so a
 * click on it opens it whenever it comes, even before the page's scripts have run.
 */
// Their heights at 1440 px, measured with the part switched off (its toggle alone) and on.
const TaxInputs = lazyPart(
  () => import("./tax-inputs").then((m) => m.TaxInputs),
  ({ draft }) => <InputsLoading height={getPath(draft, "tax") === undefined ? "h-[72px]" : "h-[274px]"} />,
);
const CarbonInputs = lazyPart(
  () => import("./carbon/carbon-inputs").then((m) => m.CarbonInputs),
  ({ draft }) => <InputsLoading height={getPath(draft, "carbon") === undefined ? "h-[88px]" : "h-[844px]"} />,
);

/** A section whose part of the scenario is optional (`path`): open when it is on or has an error. */
function OptionalSection({
  title,
  path,
  errors,
  draft,
  children,
}: {
  title: string;
  path: string;
  errors: Map<string, string>;
  draft: unknown;
  children: React.ReactNode;
}) {
  const errorCount = errorCountUnder(errors, path);
  const on = getPath(draft, path) !== undefined;
  return (
    <InputSection title={title} defaultOpen={on || errorCount > 0} errorCount={errorCount}>
      {children}
    </InputSection>
  );
}

const ResidualNote = lazyPart(
  () => import("./inputs/residual-note").then((m) => m.ResidualNote),
  () => null,
);

export interface InputsPanelProps {
  draft: unknown;
  /** The draft parsed with defaults, or null while it has errors (or the schema is still loading). */
  parsed: Scenario | null;
  errors: Map<string, string>;
  currencySymbol: string;
  locale: string;
  setField: SetField;
  /** Both power sums, formatted, when metered power and the flat line are both counted. */
  powerBothSums?: { part: string; replaced: string };
  /** The financing payment and its cost, shown under the financing terms. */
  financingPreview: FinancingSectionProps["preview"];
}

// "Pick from catalog" at the top of the sections whose figures the catalogs give.
const PICKERS: Partial<Record<string, typeof CloudPricePicker>> = { capex: HardwarePicker, cloud: CloudPricePicker };

const BUSY_HOURS = "workload.gpuHoursPerDay";
const RESIDUAL = "onPrem.creditResidualValue";

const SHARES = ["hybrid.onPremPct", "hybrid.cloudPct", "hybrid.edgePct"] as const;
type SharePath = (typeof SHARES)[number];
const isShare = (path: string): path is SharePath => (SHARES as readonly string[]).includes(path);

/**
 * Moving one hybrid share keeps it as typed and has one other, the balancer (the share typed into
 * least recently), take up the difference, so the three always add up to 100.
 */
function withRebalancedShares(
  draft: unknown,
  setField: SetField,
  edited: SharePath[],
  setEdited: (next: SharePath[]) => void,
): SetField {
  return (path, value) => {
    const current = SHARES.map((p) => getPath(draft, p));
    if (
      !isShare(path) ||
      typeof value !== "number" ||
      value < 0 ||
      value > 100 ||
      !current.every((v) => typeof v === "number")
    ) {
      setField(path, value);
      return;
    }
    const shares = Object.fromEntries(SHARES.map((p, i) => [p, current[i] as number])) as Record<SharePath, number>;
    for (const [p, v] of Object.entries(rebalanceShares(shares, path, value, edited).shares)) setField(p, v);
    setEdited([...edited.filter((p) => p !== path), path]);
  };
}

function groupErrorCount(group: FieldGroup, errors: Map<string, string>): number {
  const paths = group.fields.map((f) => f.path);
  return [...errors.keys()].filter(
    (e) => group.groupErrors?.includes(e) || paths.some((p) => e === p || e.startsWith(`${p}.`)),
  ).length;
}

function Field({ meta, props, rebalancing }: { meta: FieldMeta; props: InputsPanelProps; rebalancing: SetField }) {
  // Only the shares get the rebalancing setter: the others keep a stable one, so memoised fields skip re-rendering.
  const setField = isShare(meta.path) ? rebalancing : props.setField;
  const value = getPath(props.draft, meta.path);
  const error = props.errors.get(meta.path);
  switch (meta.kind) {
    case "number":
      return (
        <NumberField
          meta={meta}
          value={value}
          error={error}
          currencySymbol={props.currencySymbol}
          locale={props.locale}
          onChange={setField}
        />
      );
    case "choice":
      return <ChoiceField meta={meta} value={value} error={error} onChange={setField} />;
    case "text":
      return <TextField meta={meta} value={value} error={error} onChange={setField} />;
    case "switch":
      return <SwitchField meta={meta} value={value} onChange={setField} />;
    case "optional":
      return (
        <OptionalPart
          meta={meta}
          on={value !== undefined}
          replacedValue={meta.replaces ? getPath(props.draft, meta.replaces.path) : undefined}
          bothSums={props.powerBothSums}
          setField={setField}
        />
      );
  }
}

/** Every model input, grouped in the order of the model contract, rendered from lib/input/fields.ts. */
export function InputsPanel(props: InputsPanelProps) {
  // The shares typed into, oldest first: the one typed into least recently balances the next change.
  const [edited, setEdited] = useState<SharePath[]>([]);
  const rebalancing = withRebalancedShares(props.draft, props.setField, edited, setEdited);
  const last = edited.at(-1);
  // The share the next change of the last one typed into would move: shown as the balancing one.
  const balancer = balancerOf(SHARES, last ?? "hybrid.onPremPct", edited);
  return (
    <Card padding="none" className="px-4">
      <CatalogRefresh draft={props.draft} setField={props.setField} />
      {/* The financing and tax groups are laid out by their own sections, mounted after the finance assumptions. */}
      {FIELD_GROUPS.filter((group) => group.id !== "tax" && group.id !== "financing" && group.id !== "carbon").map(
        (group, index) => {
          const groupErrors = (group.groupErrors ?? []).flatMap((path) => props.errors.get(path) ?? []);
          const Picker = PICKERS[group.id];
          return (
            <InputSection
              key={group.id}
              title={group.title}
              defaultOpen={index === 0}
              errorCount={groupErrorCount(group, props.errors)}
            >
              {groupErrors.map((message) => (
                <Alert key={message} tone="error" className="mb-2 text-xs">
                  {message}
                </Alert>
              ))}
              {Picker ? <Picker draft={props.draft} setField={props.setField} /> : null}
              {group.fields
                .filter((meta) => meta.within === undefined || getPath(props.draft, meta.within) !== undefined)
                .filter(
                  (meta) =>
                    !(UNUSED_WITH_PROFILE.has(meta.path) && getPath(props.draft, "workload.profile") !== undefined),
                )
                .map((meta) =>
                  isShare(meta.path) ? (
                    // The same wrapper whichever share balances, so a share being typed in is never remounted.
                    <div key={meta.path}>
                      <Field meta={meta} props={props} rebalancing={rebalancing} />
                      {meta.path === balancer ? (
                        <p className="-mt-1 mb-2 text-xs text-slate-500" data-testid="share-balancer">
                          {meta.label} balances the split to 100%: it changes when you change the other shares.
                        </p>
                      ) : null}
                    </div>
                  ) : meta.path === BUSY_HOURS ? (
                    // With a demand shape, busy hours a day is worked out from its levels (shown there), not typed.
                    <div key={meta.path}>
                      {getPath(props.draft, "workload.profile") === undefined ? (
                        <Field meta={meta} props={props} rebalancing={rebalancing} />
                      ) : null}
                      <DemandShapeSection
                        draft={props.draft}
                        errors={props.errors}
                        locale={props.locale}
                        setField={props.setField}
                      />
                    </div>
                  ) : meta.path === RESIDUAL ? (
                    <div key={meta.path}>
                      <Field meta={meta} props={props} rebalancing={rebalancing} />
                      <ResidualNote scenario={props.parsed} locale={props.locale} setField={props.setField} />
                    </div>
                  ) : (
                    <Field key={meta.path} meta={meta} props={props} rebalancing={rebalancing} />
                  ),
                )}
            </InputSection>
          );
        },
      )}
      <FinancingSection {...props} preview={props.financingPreview} />
      <OptionalSection title="Tax" path="tax" errors={props.errors} draft={props.draft}>
        <TaxInputs {...props} />
      </OptionalSection>
      <OptionalSection title="Energy and carbon" path="carbon" errors={props.errors} draft={props.draft}>
        <CarbonInputs {...props} />
      </OptionalSection>
    </Card>
  );
}
