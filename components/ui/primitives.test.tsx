import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Card, CardFigure } from "./card";
import { Input } from "./input";
import { Table, TableBody, TableCell, TableColumns, TableRow, numericColumns } from "./table";

const classesOf = (html: string, tag: string) =>
  (new RegExp(`<${tag}[^>]*class="([^"]*)"`).exec(html)?.[1] ?? "").split(" ");

describe("UI primitives", () => {
  it("a numeric cell has tabular figures, right-aligned on one line; a plain one does not", () => {
    const numeric = classesOf(renderToStaticMarkup(<TableCell numeric>$1,296,000</TableCell>), "td");
    expect(numeric).toEqual(expect.arrayContaining(["tabular", "text-right", "whitespace-nowrap"]));
    const plain = classesOf(renderToStaticMarkup(<TableCell>H100</TableCell>), "td");
    expect(plain).not.toContain("tabular");
    expect(plain).not.toContain("text-right");
  });

  it("a cell's className overrides the padding its table's look gives it", () => {
    const cell = classesOf(renderToStaticMarkup(<TableCell className="px-0">x</TableCell>), "td");
    expect(cell).toContain("px-0");
    expect(cell).not.toContain("px-(--cell-x)");
  });

  it("a boxed table sits in a card that scrolls sideways; a ruled one has no card", () => {
    const boxed = renderToStaticMarkup(
      <Table aria-label="Prices">
        <TableBody>
          <TableRow>
            <TableCell>a</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(classesOf(boxed, "div")).toEqual(expect.arrayContaining(["overflow-x-auto", "rounded-lg", "border"]));
    const ruled = renderToStaticMarkup(<Table look="ruled" />);
    expect(classesOf(ruled, "div")).toEqual(["overflow-x-auto"]);
  });

  it("TableColumns right-aligns the columns of figures and hides a screen-reader-only name", () => {
    const html = renderToStaticMarkup(
      <table>
        <TableColumns columns={["Tier", ...numericColumns("Cost"), { label: "Actions", srOnly: true }]} />
      </table>,
    );
    const heads = [...html.matchAll(/<th scope="col" class="([^"]*)">(.*?)<\/th>/g)];
    expect(heads.map((h) => h[2])).toEqual(["Tier", "Cost", '<span class="sr-only">Actions</span>']);
    expect(heads[1]![1]).toContain("text-right");
    expect(heads[0]![1]).toContain("text-left");
  });

  it("a KPI card's figure wraps rather than being cut, and sizes to the card", () => {
    const html = renderToStaticMarkup(
      <Card padding="kpi" accent="#0072b2">
        <CardFigure tone="bad">costs $526 more</CardFigure>
      </Card>,
    );
    expect(classesOf(html, "div")).toEqual(expect.arrayContaining(["@container", "min-w-0"]));
    expect(html).toContain("border-top:3px solid #0072b2");
    const figure = classesOf(html.slice(html.indexOf("<div", 1)), "div");
    expect(figure).toEqual(expect.arrayContaining(["[overflow-wrap:anywhere]", "tabular", "text-red-700"]));
  });

  it("an input's className wins over its variant's classes", () => {
    const input = classesOf(renderToStaticMarkup(<Input size="lg" className="px-4" />), "input");
    expect(input).toContain("px-4");
    expect(input).not.toContain("px-3");
  });
});
