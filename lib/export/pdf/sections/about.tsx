import { Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { pdfText } from "@/lib/export/pdf/text";
import { DESCRIPTION_CAVEAT } from "@/lib/report/exclusions";
import type { Scenario } from "@/lib/tco/types";
import { s } from "../styles";

/** The scenario's own description, where it has one. */
export function About({ scenario }: { scenario: Scenario }): ReactElement | null {
  if (!scenario.description?.trim()) return null;
  return (
    <View style={s.section}>
      <Text style={s.h2} minPresenceAhead={40}>
        About this scenario
      </Text>
      <Text style={s.caption}>{DESCRIPTION_CAVEAT}</Text>
      {/* Blank lines are kept, but one at a time: a run of them is not worth a page. */}
      <Text style={s.prose}>{pdfText(scenario.description).replace(/\n{3,}/g, "\n\n")}</Text>
    </View>
  );
}
