import { describe, expect, test } from "vitest";
import { pdfText } from "./text";

describe("pdfText", () => {
  test("Latin-1 and typographic punctuation pass unchanged", () => {
    const text = `<script>alert(1)</script> "Q4" 'plan', Café × 8 – 3 € … ‘’ “”`;
    expect(pdfText(text)).toBe(text);
  });

  test("names in Latin, Greek, Cyrillic and Japanese scripts pass unchanged (the embedded Noto fonts draw them)", () => {
    for (const name of [
      "Zürich",
      "Łódź",
      "東京",
      "Ελλάδα",
      "Москва",
      "Kraków–Gdańsk",
      "Tiếng Việt",
      "ひらがな カタカナ",
    ])
      expect(pdfText(name)).toBe(name);
  });

  test("what no font draws becomes ? per character, compatibility forms are folded", () => {
    expect(pdfText("Rack 🚀 ok")).toBe("Rack ? ok");
    expect(pdfText("👩‍👩‍👧")).toBe("?");
    expect(pdfText("שלום")).toBe("????");
    expect(pdfText("مرحبا")).toBe("?????");
    expect(pdfText("ﬁle Ｑ4")).toBe("file Q4");
    expect(pdfText("\u200F\u200Ex")).toBe("x");
  });

  test("Intl's minus sign and narrow spaces become drawable twins; control characters spaces", () => {
    expect(pdfText("\u2212€1\u202F200")).toBe("-€1\u00A0200");
    expect(pdfText("a\tb\u0007c\r\nd")).toBe("a b c\nd");
  });
});
