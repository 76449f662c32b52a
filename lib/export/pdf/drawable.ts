import type { Formatter } from "@/lib/format/formatter";
import { pdfText } from "@/lib/export/pdf/text";

/** Every string a formatter makes, made drawable by the PDF's fonts (some locales use U+202F or U+2212). */
export function drawableFormatter(formatter: Formatter): Formatter {
  return {
    locale: formatter.locale,
    currency: formatter.currency,
    money: (v) => pdfText(formatter.money(v)),
    moneyRate: (v, digits) => pdfText(formatter.moneyRate(v, digits)),
    moneyInput: (v) => pdfText(formatter.moneyInput(v)),
    moneyCompact: (v) => pdfText(formatter.moneyCompact(v)),
    number: (v, digits) => pdfText(formatter.number(v, digits)),
    percent: (v, digits) => pdfText(formatter.percent(v, digits)),
    month: (v) => pdfText(formatter.month(v)),
    dateTime: (v) => pdfText(formatter.dateTime(v)),
    date: (v) => pdfText(formatter.date(v)),
  };
}
