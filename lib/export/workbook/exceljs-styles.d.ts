// exceljs ships no types for its internals; quoted-text.ts reaches one of them.
declare module "exceljs/lib/xlsx/xform/style/styles-xform.js" {
  const StylesXform: unknown;
  export default StylesXform;
}
