"use client";

import { Button } from "@/components/ui/button";
import { lazyPart } from "@/components/ui/lazy-part";
import type { DraftProps } from "./catalog-picker";

/*
 * The catalog pickers sit in the capex and cloud sections, which the editor opens shut: their code
 * (the catalog's words, sorting and picks) loads on the page's first interaction, opening a
 * section being one. Until then each shows its button, not yet clickable, in the same place.
 */

function PickerButton({ label }: { label: string }) {
  return (
    <div className="py-2">
      <Button size="sm" disabled>
        {label}
      </Button>
    </div>
  );
}

export const HardwarePicker = lazyPart<DraftProps>(
  () => import("./hardware-picker").then((m) => m.HardwarePicker),
  () => <PickerButton label="Pick server from catalog" />,
);

export const CloudPricePicker = lazyPart<DraftProps>(
  () => import("./cloud-price-picker").then((m) => m.CloudPricePicker),
  () => <PickerButton label="Pick cloud price from catalog" />,
);
