import { createRequire } from "node:module";
import { join } from "node:path";
import { Font } from "@react-pdf/renderer";
import { openSync } from "fontkit";

/**
 * The PDF's fonts. Text is set in the built-in Helvetica, whose metrics the page-1 fitting
 * (fit.ts) is tuned to; a character Helvetica cannot draw (it covers Windows-1252 only: `Ł`, `ő`,
 * Greek, Cyrillic, kana, kanji) is drawn from Noto Sans, then Noto Sans JP, which the PDF embeds as
 * subsets holding only the glyphs used. Both are SIL Open Font License 1.1 (embedding allowed), from
 * npm packages, so no font is fetched at run time and none sits in the repository.
 */
const fromProject = createRequire(join(process.cwd(), "package.json"));
const file = (path: string) => fromProject.resolve(path);

const FALLBACKS = {
  regular: [
    ["Noto Sans", "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"],
    ["Noto Sans JP", "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf"],
  ],
  bold: [
    ["Noto Sans Bold", "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"],
    ["Noto Sans JP Bold", "@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf"],
  ],
} as const;

for (const [family, path] of [...FALLBACKS.regular, ...FALLBACKS.bold]) Font.register({ family, src: file(path) });

/** The regular face: Helvetica, then the fallbacks for what it lacks (react-pdf picks per glyph). */
export const REGULAR: string[] = ["Helvetica", ...FALLBACKS.regular.map(([family]) => family)];
/** The bold face, likewise. */
export const BOLD: string[] = ["Helvetica-Bold", ...FALLBACKS.bold.map(([family]) => family)];

let covered: Set<number> | undefined;

/**
 * Whether a fallback font has a glyph for the code point (read once from the regular faces'
 * character maps; the bold faces cover the same characters).
 *
 * @example
 * fallbackCovers(0x141); // true: "Ł", from Noto Sans
 * fallbackCovers(0x05e9); // false: Hebrew, which no embedded font covers
 */
export function fallbackCovers(codePoint: number): boolean {
  covered ??= new Set(
    FALLBACKS.regular.flatMap(([, path]) => {
      const font = openSync(file(path));
      return "characterSet" in font ? font.characterSet : [];
    }),
  );
  return covered.has(codePoint);
}
