import { StyleSheet } from "@react-pdf/renderer";
import { OPTION_COLORS, OPTION_DASH, PRINT, type OptionKey } from "@/lib/report/palette";
import { BOLD, REGULAR } from "./fonts";

// The app's colours and dashes (lib/report/palette.ts), so an option looks the same on screen and paper.
// On-prem, the lightest in greyscale, gets the thickest line so it holds its own in print.
export const OPTION_STYLE: Record<OptionKey, { color: string; dash?: string; width: number }> = {
  cloud: { color: OPTION_COLORS.cloud, dash: OPTION_DASH.cloud, width: 1.6 },
  onPrem: { color: OPTION_COLORS.onPrem, dash: OPTION_DASH.onPrem, width: 2.2 },
  hybrid: { color: OPTION_COLORS.hybrid, dash: OPTION_DASH.hybrid, width: 1.6 },
};

export const {
  ink: INK,
  text: TEXT,
  muted: MUTED,
  rule: RULE,
  hairline: HAIRLINE,
  panel: PANEL,
  cost: COST_RED,
} = PRINT;

export const PAGE_PADDING_X = 44;
export const CONTENT_WIDTH = 595.28 - 2 * PAGE_PADDING_X;
export const KPI_LABEL_WIDTH = 175;
export const KPI_VALUE_WIDTH = (CONTENT_WIDTH - KPI_LABEL_WIDTH) / 3;

export const s = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 52,
    paddingHorizontal: PAGE_PADDING_X,
    fontFamily: REGULAR,
    fontSize: 8.5,
    color: TEXT,
  },
  // Line height is set on the texts that wrap, never on the page or a container: inherited into
  // the fixed footer, it stops react-pdf 4.9 from drawing the page-number text (and the footer).
  // Each style with a unitless line height sets its font size too: without one in the same
  // style, react-pdf 4.9 drew the lines several times too far apart.
  prose: { fontSize: 8, lineHeight: 1.4 },
  overline: { fontSize: 7, letterSpacing: 1.2, color: MUTED, marginBottom: 4 },
  title: { fontFamily: BOLD, fontSize: 19, color: INK, lineHeight: 1.15, marginBottom: 6 },
  meta: { flexDirection: "row", flexWrap: "wrap", fontSize: 7.5, color: MUTED, marginBottom: 12 },
  metaItem: { marginRight: 14 },
  metaValue: { color: TEXT, fontFamily: BOLD },
  headline: {
    backgroundColor: PANEL,
    borderLeftWidth: 3,
    paddingVertical: 9,
    paddingHorizontal: 12,
    marginBottom: 14,
  },
  headlineText: { fontFamily: BOLD, fontSize: 13, color: INK, lineHeight: 1.25 },
  headlineSub: { fontSize: 8.5, color: TEXT, marginTop: 3 },
  h2: { fontFamily: BOLD, fontSize: 10.5, color: INK, marginBottom: 2 },
  caption: { fontSize: 8, color: MUTED, marginBottom: 6, lineHeight: 1.35 },
  section: { marginBottom: 14 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: HAIRLINE, paddingVertical: 3 },
  headerRow: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: RULE, paddingBottom: 3 },
  headerCell: { fontFamily: BOLD, fontSize: 7.5, color: MUTED },
  label: { flexGrow: 1, flexShrink: 1 },
  detail: { flexGrow: 1, flexShrink: 1, flexBasis: 0, fontSize: 7.5, lineHeight: 1.35 },
  runIn: { fontSize: 7.5, lineHeight: 1.35, marginTop: 2 },
  num: { textAlign: "right" },
  bold: { fontFamily: BOLD, color: INK },
  cost: { color: COST_RED },
  stats: { flexDirection: "row", marginTop: 8 },
  stat: { flexGrow: 1, flexBasis: 0, borderLeftWidth: 0.5, borderLeftColor: RULE, paddingLeft: 8, marginRight: 6 },
  statLabel: { fontSize: 7, color: MUTED, marginBottom: 2 },
  statValue: { fontFamily: BOLD, fontSize: 11.5, color: INK },
  statNote: { fontSize: 6.5, color: MUTED, marginTop: 1 },
  legend: { flexDirection: "row", marginBottom: 4 },
  legendItem: { flexDirection: "row", alignItems: "center", marginRight: 14, fontSize: 7.5 },
  columns: { flexDirection: "row", justifyContent: "space-between" },
  column: { width: (CONTENT_WIDTH - 18) / 2 },
  groupTitle: { fontFamily: BOLD, fontSize: 7.5, color: INK, marginTop: 6, marginBottom: 1 },
  small: { fontSize: 7.5 },
  exclusion: { flexDirection: "row", marginBottom: 3 },
  exclusionTitle: { fontFamily: BOLD, color: INK, width: 118, fontSize: 7.5, lineHeight: 1.35 },
  footer: {
    position: "absolute",
    bottom: 24,
    left: PAGE_PADDING_X,
    right: PAGE_PADDING_X,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 7,
    color: MUTED,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 5,
  },
});
