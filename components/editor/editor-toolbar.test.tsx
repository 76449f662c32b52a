import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { EditorToolbar, type EditorToolbarProps } from "./editor-toolbar";

const toolbar = (props: Pick<EditorToolbarProps, "id" | "status" | "dirty" | "version">) =>
  renderToStaticMarkup(
    <EditorToolbar
      name="New scenario"
      onNameChange={() => {}}
      saving={false}
      panel={null}
      onPanel={() => {}}
      onSave={() => {}}
      canEdit
      {...props}
    />,
  );
/** The button named `name`, as rendered. */
const button = (html: string, name: string) => new RegExp(`<button[^>]*>${name}</button>`).exec(html)?.[0] ?? "";
const DISABLED = ' disabled=""';

describe("the editor's toolbar", () => {
  test("a new scenario says it is not saved, and Share, Export and History wait for the first save, saying why", () => {
    const html = toolbar({ id: null, status: "Not saved yet", dirty: false, version: 0 });
    expect(html).toContain("Not saved yet");
    expect(html).toContain("Save it once to share, export or see its history");
    expect(html).not.toContain("Version 0");
    for (const name of ["Share", "Export", "History"]) {
      expect(button(html, name)).toContain(DISABLED);
      expect(button(html, name)).toContain('title="Save it once to share, export or see its history"');
    }
    expect(button(html, "Save")).toMatch(/^<button/);
    expect(button(html, "Save")).not.toContain(DISABLED);
    // Nothing to download: no link to a scenario's files.
    expect(html).not.toContain("/api/scenarios/");
  });

  test("a saved scenario shows its version, and Share, Export and History are there to use", () => {
    const html = toolbar({ id: "abc", status: "Saved", dirty: false, version: 3 });
    expect(html).toContain("Version 3");
    expect(html).not.toContain("Save it once");
    for (const name of ["Share", "History"]) expect(button(html, name)).not.toContain(DISABLED);
    expect(html).toContain('href="/api/scenarios/abc/summary.pdf"');
  });
});
