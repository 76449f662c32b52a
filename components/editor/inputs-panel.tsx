"use client";

import { useId } from "react";
import { FIELD_GROUPS, type FieldGroup } from "@/lib/fields";
import { getPath } from "@/lib/object-path";
import { NumberField } from "./number-field";
import { TaxSection } from "./tax-section";

export type SetField = (path: string, value: unknown) => void;

const CURRENCIES = ["USD", "EUR", "GBP", "CHF", "JPY", "KRW", "CNY", "INR", "CAD", "AUD", "SEK", "BRL"];

// A scenario imported with a currency outside the short list still shows it.
const currencyOptions = (current: unknown) =>
  [...new Set([...(typeof current === "string" && current ? [current] : []), ...CURRENCIES])].map((c) => ({ value: c, label: c }));

const DEFAULT_POWER = { activeWattsPerGpu: 700, idleWattsPerGpu: 100, pue: 1.4, pricePerKwh: 0.1 };
const DEFAULT_UNITS = { onPrem: 1, cloud: 1 };

interface PanelProps {
  draft: unknown;
  errors: Map<string, string>;
  currencySymbol: string;
  setField: SetField;
}

function FieldShell({ label, help, error, children, id }: { label: string; help?: string; error?: string; children: React.ReactNode; id: string }) {
  return (
    <div className="py-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : help ? (
        <p className="mt-1 text-xs text-slate-500">{help}</p>
      ) : null}
    </div>
  );
}

const inputClass = "w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:ring-2 focus:ring-slate-400 focus:outline-none";

function SelectField({ path, label, help, options, draft, errors, setField, numeric }: PanelProps & { path: string; label: string; help?: string; options: { value: string; label: string }[]; numeric?: boolean }) {
  const id = useId();
  const value = getPath(draft, path);
  return (
    <FieldShell id={id} label={label} help={help} error={errors.get(path)}>
      <select id={id} className={inputClass} value={value === undefined ? "" : String(value)} onChange={(e) => setField(path, numeric ? Number(e.target.value) : e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function TextField({ path, label, help, draft, errors, setField, type = "text", multiline }: PanelProps & { path: string; label: string; help?: string; type?: string; multiline?: boolean }) {
  const id = useId();
  const value = getPath(draft, path);
  const text = typeof value === "string" ? value : "";
  const onChange = (next: string) => setField(path, next === "" ? undefined : next);
  return (
    <FieldShell id={id} label={label} help={help} error={errors.get(path)}>
      {multiline ? (
        <textarea id={id} rows={3} className={inputClass} value={text} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} type={type} className={inputClass} value={text} onChange={(e) => onChange(e.target.value)} />
      )}
    </FieldShell>
  );
}

function CheckboxField({ label, help, checked, onChange }: { label: string; help?: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2 py-2">
      <input id={id} type="checkbox" className="mt-0.5 h-4 w-4 accent-slate-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {help ? <p className="text-xs text-slate-500">{help}</p> : null}
      </div>
    </div>
  );
}

function NumberFields({ group, ...props }: PanelProps & { group: FieldGroup }) {
  return (
    <>
      {group.fields.map((meta) => (
        <NumberField
          key={meta.path}
          meta={meta}
          value={getPath(props.draft, meta.path)}
          error={props.errors.get(meta.path)}
          currencySymbol={props.currencySymbol}
          onChange={props.setField}
        />
      ))}
    </>
  );
}

function group(id: string): FieldGroup {
  const found = FIELD_GROUPS.find((g) => g.id === id);
  if (!found) throw new Error(`No field group ${id}`);
  return found;
}

function only(id: string, keep: (path: string) => boolean): FieldGroup {
  const g = group(id);
  return { ...g, fields: g.fields.filter((f) => keep(f.path)) };
}

function Section({ title, children, defaultOpen = false, errorCount }: { title: string; children: React.ReactNode; defaultOpen?: boolean; errorCount: number }) {
  return (
    <details open={defaultOpen || errorCount > 0} className="group border-b border-slate-200 last:border-b-0">
      <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-sm font-semibold text-slate-900 select-none">
        <span>{title}</span>
        <span className="flex items-center gap-2">
          {errorCount > 0 ? <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">{errorCount} to fix</span> : null}
          <span aria-hidden className="text-slate-400 transition group-open:rotate-90">›</span>
        </span>
      </summary>
      <div className="pb-3">{children}</div>
    </details>
  );
}

const countErrors = (errors: Map<string, string>, prefixes: string[]) =>
  [...errors.keys()].filter((path) => prefixes.some((p) => path === p || path.startsWith(`${p}.`))).length;

/** Every model input, grouped in the order of the model contract. */
export function InputsPanel(props: PanelProps) {
  const { draft, errors, setField } = props;
  const power = getPath(draft, "onPrem.opex.power");
  const units = getPath(draft, "workload.unitsPerGpuHour");
  const hybridError = errors.get("hybrid");
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4">
      <Section title="Workload" defaultOpen errorCount={countErrors(errors, ["workload"])}>
        <NumberFields {...props} group={group("workload")} />
        <CheckboxField
          label="Measure cost per unit of work"
          help="Compare what a unit of work (an epoch, a million tokens) costs on each platform."
          checked={units !== undefined}
          onChange={(on) => {
            setField("workload.unitsPerGpuHour", on ? DEFAULT_UNITS : undefined);
            setField("workload.unitName", on ? "epoch" : undefined);
          }}
        />
        {units !== undefined ? (
          <>
            <TextField {...props} path="workload.unitName" label="Unit of work" help='For example "epoch" or "1M tokens".' />
            <NumberField meta={{ path: "workload.unitsPerGpuHour.onPrem", label: "Units per GPU-hour, owned GPUs", unit: "units-per-hour", help: "Throughput on the on-prem, core and edge GPUs." }} value={getPath(draft, "workload.unitsPerGpuHour.onPrem")} error={errors.get("workload.unitsPerGpuHour.onPrem")} currencySymbol={props.currencySymbol} onChange={setField} />
            <NumberField meta={{ path: "workload.unitsPerGpuHour.cloud", label: "Units per GPU-hour, cloud GPUs", unit: "units-per-hour", help: "Throughput on rented GPUs." }} value={getPath(draft, "workload.unitsPerGpuHour.cloud")} error={errors.get("workload.unitsPerGpuHour.cloud")} currencySymbol={props.currencySymbol} onChange={setField} />
          </>
        ) : null}
      </Section>
      <Section title="On-prem capex" errorCount={countErrors(errors, ["onPrem.capex", "onPrem.lifetimeYears", "onPrem.creditResidualValue"])}>
        <NumberFields {...props} group={group("capex")} />
        <CheckboxField
          label="Credit residual value at the end"
          help="At the last month, credit the straight-line book value of the hardware still in service."
          checked={getPath(draft, "onPrem.creditResidualValue") === true}
          onChange={(on) => setField("onPrem.creditResidualValue", on)}
        />
      </Section>
      <Section title="On-prem opex" errorCount={countErrors(errors, ["onPrem.opex"])}>
        <NumberFields {...props} group={only("opex", (p) => p.startsWith("onPrem.opex.maintenance"))} />
        <CheckboxField
          label="Meter power per GPU"
          help="Compute the electricity bill from watts, PUE and the price per kWh."
          checked={power !== undefined}
          onChange={(on) => setField("onPrem.opex.power", on ? DEFAULT_POWER : undefined)}
        />
        {power !== undefined ? <NumberFields {...props} group={only("opex", (p) => p.startsWith("onPrem.opex.power."))} /> : null}
        <NumberFields {...props} group={only("opex", (p) => !p.startsWith("onPrem.opex.power.") && !p.startsWith("onPrem.opex.maintenance"))} />
      </Section>
      <Section title="Cloud" errorCount={countErrors(errors, ["cloud"])}>
        <SelectField
          {...props}
          path="cloud.billing"
          label="Billing"
          help="On-demand bills busy hours; reserved bills every hour of every GPU."
          options={[
            { value: "on-demand", label: "On-demand (busy hours)" },
            { value: "reserved", label: "Reserved (every hour)" },
          ]}
        />
        <NumberFields {...props} group={group("cloud")} />
      </Section>
      <Section title="Hybrid split" errorCount={countErrors(errors, ["hybrid"])}>
        {hybridError ? (
          <p role="alert" className="mb-2 rounded bg-red-50 px-2 py-1 text-xs text-red-800">
            {hybridError}
          </p>
        ) : null}
        <NumberFields {...props} group={group("hybrid")} />
      </Section>
      <Section title="Transition" errorCount={countErrors(errors, ["transition"])}>
        <NumberFields {...props} group={group("transition")} />
      </Section>
      <Section title="Finance assumptions" errorCount={countErrors(errors, ["horizonYears", "assumptions", "currency", "pricesAsOf"])}>
        <NumberFields {...props} group={group("finance")} />
        <SelectField
          {...props}
          path="assumptions.discounting"
          label="Discounting"
          help="Annual: each year's costs at its year end. Monthly: each month at its own time."
          options={[
            { value: "annual", label: "Annual" },
            { value: "monthly", label: "Monthly" },
          ]}
        />
        <SelectField
          {...props}
          numeric
          path="assumptions.hoursPerMonth"
          label="Hours in a month"
          help="730 is a calendar month; 720 matches vendors that bill 30-day months."
          options={[
            { value: "730", label: "730 h (calendar average)" },
            { value: "720", label: "720 h (30 days)" },
          ]}
        />
        <SelectField {...props} path="currency" label="Currency" help="For display only: no conversion is made." options={currencyOptions(getPath(draft, "currency"))} />
        <TextField {...props} path="pricesAsOf" type="date" label="Prices as of" help="The date the prices were taken on; shown on every report." />
        <TextField {...props} path="description" label="Description and sources" multiline />
      </Section>
      <TaxSection {...props} />
    </div>
  );
}
