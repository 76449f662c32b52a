"use client";

import { createContext, useContext } from "react";
import { OPTION_LABELS, type OptionKey } from "@/lib/report/palette";

/** The options' names for legends and tooltips: the scenario's own (labels) where it gives them. */
export const OptionNames = createContext<Record<OptionKey, string>>(OPTION_LABELS);

export const useOptionNames = () => useContext(OptionNames);
