import type ExcelJS from "exceljs";
import { inputName } from "./names";
import { define, localize, SINGLE, styleHeader, titleRows, type Formats, type Namespace } from "./style";

const YEARS = 11;
const FIRST = 5;
const LAST = FIRST + YEARS - 1;
/** Halvings of the bracket: 100 narrow it far below a cent of IRR at any rate a business case meets. */
const STEPS = 100;

const col = (letter: string) => `$${letter}$${FIRST}:$${letter}$${LAST}`;

/**
 * The IRR workings: the investment's cash flows (−month 0, then each year's cloud − on-prem
 * saving at its year end) and the rate at which their NPV is 0, found the engine's way. With one
 * sign change in the flows there is exactly one rate (Descartes' rule), found by halving a bracket
 * in x = 1/(1 + rate) a hundred times; spreadsheet IRR() needs a guess and can miss rates far above
 * 100%. With several sign changes there may be several rates: IRR() gives one of them, and the app
 * reports none when it finds more than one (say so beside the figure).
 *
 * @example
 * irrSheet(workbook, formats); // names h_irr (a fraction, or "no single rate") and h_irrSignChanges
 */
export function irrSheet(workbook: ExcelJS.Workbook, formats: Formats, ns: Namespace = SINGLE): void {
  const sheet = workbook.addWorksheet(ns.sheet("IRR workings"), { views: [{ state: "frozen", ySplit: FIRST - 1 }] });
  titleRows(
    sheet,
    "IRR workings: formulas over the Model sheet",
    "Year 0 is minus the month-0 on-prem cost; year y is the cloud − on-prem saving of that year, at its year end.",
  );
  sheet.columns = [8, 18, 18, 14, 8, 10, 10, 8, 8, 10, 12].map((width) => ({ width }));
  const header = sheet.getRow(FIRST - 1);
  header.values = [
    "Year",
    "Cash flow",
    "Without rounding noise",
    "|Cash flow|",
    "Sign",
    "Last sign",
    "Sign change",
    "First",
    "Last",
    "Power",
    "|c| ÷ leading",
  ];
  styleHeader(header);
  for (let y = 0; y < YEARS; y++) {
    const r = FIRST + y;
    const values: ExcelJS.CellValue[] = [
      y,
      {
        formula:
          y === 0
            ? "-INDEX(m_onPrem,1)"
            : `IF($A${r}<=${inputName("horizonYears")},SUMIFS(m_cloud,m_year,$A${r})-SUMIFS(m_onPrem,m_year,$A${r}),0)`,
      },
      // Flows this much smaller than the largest are rounding left over from cancellation.
      { formula: `IF(D${r}<=1E-9*h_irrLargest,0,B${r})` },
      { formula: `ABS(B${r})` },
      { formula: `SIGN(C${r})` },
      { formula: y === 0 ? `E${r}` : `IF(E${r}=0,F${r - 1},E${r})` },
      { formula: y === 0 ? "0" : `IF(AND(E${r}<>0,F${r - 1}<>0,E${r}<>F${r - 1}),1,0)` },
      { formula: `IF(C${r}<>0,A${r},99)` },
      { formula: `IF(C${r}<>0,A${r},-1)` },
      { formula: `MAX(A${r}-h_irrFirst,0)` },
      { formula: `IF(AND(A${r}>=h_irrFirst,A${r}<h_irrLast),ABS(C${r})/h_irrLeading,0)` },
    ];
    sheet.getRow(r).values = values;
    for (const c of [2, 3, 4]) sheet.getRow(r).getCell(c).numFmt = formats.cents;
  }

  const scalars: [string, string, string][] = [
    ["irrLargest", "Largest |cash flow|", `MAX(${col("D")})`],
    ["irrSignChanges", "Sign changes", `SUM(${col("G")})`],
    ["irrFirst", "First non-zero year", `MIN(${col("H")})`],
    ["irrLast", "Last non-zero year", `MAX(${col("I")})`],
    ["irrLeading", "|Last non-zero flow|", `IF(h_irrLast<0,1,ABS(INDEX(${col("C")},h_irrLast+1)))`],
    ["irrBound", "Upper bound of x = 1/(1+rate)", `1+MAX(${col("K")})`],
    ["irrNegative", "Flows' polynomial negative at x = 0", `IF(h_irrFirst>10,FALSE,INDEX(${col("C")},h_irrFirst+1)<0)`],
  ];
  const scalarRow = LAST + 2;
  scalars.forEach(([key, label, formula], k) => {
    sheet.getCell(`A${scalarRow + k}`).value = label;
    sheet.getCell(`C${scalarRow + k}`).value = { formula };
    define(workbook, ns, "IRR workings", `$C$${scalarRow + k}`, `h_${key}`);
  });

  const bisectHeader = scalarRow + scalars.length + 1;
  sheet.getRow(bisectHeader).values = ["Step", "Low x", "High x", "Middle x", "NPV at middle"];
  styleHeader(sheet.getRow(bisectHeader));
  for (let j = 0; j < STEPS; j++) {
    const r = bisectHeader + 1 + j;
    const keepsLow = `(E${r - 1}<0)=h_irrNegative`;
    sheet.getRow(r).values = [
      j + 1,
      { formula: j === 0 ? "0" : `IF(${keepsLow},D${r - 1},B${r - 1})` },
      { formula: j === 0 ? "h_irrBound" : `IF(${keepsLow},C${r - 1},D${r - 1})` },
      { formula: `(B${r}+C${r})/2` },
      { formula: `SUMPRODUCT(${col("C")},D${r}^${col("J")})` },
    ];
  }
  const lastStep = bisectHeader + STEPS;
  const resultRow = scalarRow - 1;
  sheet.getCell(`A${resultRow}`).value = "IRR (yearly)";
  sheet.getCell(`A${resultRow}`).font = { bold: true };
  const irr = sheet.getCell(`C${resultRow}`);
  irr.value = {
    formula:
      `IF(OR(h_irrLargest=0,h_irrSignChanges=0),"no single rate",IF(h_irrSignChanges=1,1/D${lastStep}-1,` +
      `IFERROR(IRR(OFFSET($B$${FIRST},0,0,${inputName("horizonYears")}+1,1)),"no single rate")))`,
  };
  irr.numFmt = formats.percent;
  irr.font = { bold: true };
  irr.note =
    "With more than one sign change in the cash flows there can be several rates; this cell then shows IRR()'s, " +
    "and the app shows none when it finds several.";
  define(workbook, ns, "IRR workings", `$C$${resultRow}`, "h_irr");
  localize(sheet, ns);
}
