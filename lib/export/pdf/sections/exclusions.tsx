import { Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { MODEL_EXCLUSIONS } from "@/lib/report/exclusions";
import { s } from "../styles";

/** What the model leaves out, as the web page lists it. */
export function Exclusions(): ReactElement {
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2}>What the model leaves out</Text>
      <Text style={s.caption}>These are not in any figure above; weigh them separately.</Text>
      {MODEL_EXCLUSIONS.map((e) => (
        <View key={e.title} style={s.exclusion}>
          <Text style={[s.exclusionTitle, s.small]}>{e.title}</Text>
          <Text style={s.detail}>{e.detail}</Text>
        </View>
      ))}
    </View>
  );
}
