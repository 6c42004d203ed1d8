import type { z } from "zod";

/**
 * The first message of each field of a failed zod parse, keyed by its dotted path ("body" for
 * the whole value): the `details` of a 400 and the inline errors of the public forms, from one
 * rule. Imports only zod's types, so the browser bundle pays nothing for it.
 */
export function firstIssueByField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.join(".") || "body";
    details[field] ??= issue.message;
  }
  return details;
}
