import "server-only";
import { randomBytes } from "node:crypto";

/** A random, URL-safe identifier of 128 bits: unguessable, so it can stand in a link. */
export function newId(): string {
  return randomBytes(16).toString("base64url");
}
