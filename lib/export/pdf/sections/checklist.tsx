import { Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { CHECKLIST_FACTORS, tallyChecklist } from "@/lib/scenarios/checklist";
import { CHECKLIST_VERDICT, countOf } from "@/lib/report/words";
import type { SectionProps } from "../input";
import { CONTENT_WIDTH, MUTED, s } from "../styles";

const ANSWER_WIDTH = 62;
const SIDE_WIDTH = (CONTENT_WIDTH - ANSWER_WIDTH) / 2;

/**
 * The nine-factor checklist with the reader's answers: each factor's two sides, the side chosen in
 * bold, and the tally. It is a judgement beside the figures, never an input to them.
 */
export function Checklist({ input }: SectionProps): ReactElement {
  const answers = input.checklist ?? {};
  const tally = tallyChecklist(answers);
  // Unanswered, the nine factors say nothing about this scenario: one line, not a page's worth.
  if (tally.unanswered === CHECKLIST_FACTORS.length) {
    return (
      <View style={s.section} wrap={false}>
        <Text style={s.h2}>Decision checklist</Text>
        <Text style={s.caption}>
          {"Not answered for this scenario. The editor's nine-factor checklist (load, utilization, scaling, team, " +
            "capital, lock-in, core business, regions, compliance) records a judgement beside the figures."}
        </Text>
      </View>
    );
  }
  const summary = tally.verdict
    ? `${tally.onPrem} toward owning, ${tally.cloud} toward renting. ${CHECKLIST_VERDICT[tally.verdict]}`
    : `${tally.onPrem} toward owning, ${tally.cloud} toward renting, ${countOf(tally.unanswered, "factor")} not answered.`;
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2}>Decision checklist</Text>
      <Text style={s.caption}>
        {`From public reporting on comma.ai's datacenter: 7–9 factors one way point that way; 4–6, a hybrid. Not part ` +
          `of any figure above. ${summary}`}
      </Text>
      <View style={s.headerRow}>
        <Text style={[s.headerCell, { width: SIDE_WIDTH }]}>Toward owning</Text>
        <Text style={[s.headerCell, { width: SIDE_WIDTH }]}>Toward renting</Text>
        <Text style={[s.headerCell, s.num, { width: ANSWER_WIDTH }]}>Answer</Text>
      </View>
      {CHECKLIST_FACTORS.map((factor) => {
        const answer = answers[factor.key];
        const side = (text: string, chosen: boolean) => (
          <Text
            style={[s.small, { width: SIDE_WIDTH, paddingRight: 6 }, chosen ? s.bold : answer ? { color: MUTED } : {}]}
          >
            {text}
          </Text>
        );
        return (
          <View key={factor.key} style={[s.row, { paddingVertical: 1.2 }]}>
            {side(factor.onPrem, answer === "on-prem")}
            {side(factor.cloud, answer === "cloud")}
            <Text style={[s.small, s.num, { width: ANSWER_WIDTH }, answer ? s.bold : { color: MUTED }]}>
              {answer === "on-prem" ? "Owning" : answer === "cloud" ? "Renting" : "Not answered"}
            </Text>
          </View>
        );
      })}
    </View>
  );
}
