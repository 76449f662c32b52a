import { z } from "zod/mini";

/*
 * The JSON of every refusal, as the browser checks it on arrival (lib/http/client.ts). zod/mini,
 * as it ships to the browser.
 */

/**
 * A refusal's reason, by the JSON path of the field it concerns: `code` is one of
 * lib/validation/field-error.ts's, read as any string so that a client meeting a newer code still
 * reads the answer (and shows the message).
 */
export const fieldErrorSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
  params: z.optional(z.record(z.string(), z.number())),
});

/** Every refusal (4xx, 503). */
export const errorsResponseSchema = z.object({ errors: z.array(fieldErrorSchema) });
export type ErrorsResponse = z.infer<typeof errorsResponseSchema>;
