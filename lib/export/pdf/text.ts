import { fallbackCovers } from "./fonts";

// Code points of Windows-1252 above Latin-1's printable range: what the built-in PDF fonts can draw
// besides ASCII and U+00A0–U+00FF.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

// Characters Intl and typists produce that have a drawable twin.
const LOOKALIKES: Record<string, string> = {
  "\u2212": "-", // minus sign, used by Intl for negatives in some locales
  "\u2010": "-",
  "\u2011": "-",
  "\u202F": "\u00A0", // narrow no-break space, the French thousands separator
  "\u2007": "\u00A0",
  "\u2009": " ",
  "\t": " ",
};
const LOOKALIKE_PATTERN = new RegExp(`[${Object.keys(LOOKALIKES).join("")}]`, "g");

/** Whether Helvetica (Windows-1252) draws every character of the text. */
function helvetica(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const ok =
      code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
    if (!ok) return false;
  }
  return true;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

const embedded = (segment: string) => [...segment].every((char) => fallbackCovers(char.codePointAt(0)!));

/**
 * Text the PDF can draw: Helvetica for Windows-1252, the embedded Noto fonts for the rest of Latin,
 * Greek, Cyrillic and Japanese/CJK (fonts.ts). pdfkit silently draws wrong glyphs for a character
 * no font has (Hebrew came out as accented Latin), so each character cluster outside them is
 * replaced by its compatibility form when Helvetica draws that (`ﬁ` → `fi`) and by `?` otherwise:
 * an emoji, a Hebrew or an Arabic word (which would also need right-to-left layout and shaping)
 * shows as `?`s, never as a wrong word. Line breaks are kept; other control characters become spaces.
 *
 * @example
 * pdfText("Zürich, Łódź, 東京"); // "Zürich, Łódź, 東京"
 * pdfText("Rack 🚀 \"A\""); // 'Rack ? "A"'
 * pdfText("שלום");          // "????"
 */
export function pdfText(text: string): string {
  const normal = text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(LOOKALIKE_PATTERN, (char) => LOOKALIKES[char] ?? char)
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, " ");
  if (helvetica(normal)) return normal;
  let out = "";
  for (const { segment } of graphemes.segment(normal)) {
    if (helvetica(segment)) out += segment;
    // Direction marks and joiners are invisible: a "?" for them would be noise.
    else if (/^\p{Cf}+$/u.test(segment)) continue;
    else {
      const compatible = segment.normalize("NFKC");
      out += helvetica(compatible) ? compatible : embedded(segment) ? segment : "?";
    }
  }
  return out;
}
