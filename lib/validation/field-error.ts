/** One problem with some input, by the JSON path of the field it concerns ("" for the whole). */
export interface FieldError {
  path: string;
  message: string;
}
