import { invalidFields } from "./http-error";
import { HTTP_TEXT } from "./http-texts";

// What PostgreSQL refuses in text (U+0000: errors 22021 and, inside JSON, 22P05), and what UTF-8
// cannot carry (a lone surrogate from a JSON `\ud800` escape, which would be stored as U+FFFD).
const UNSTORABLE = /\u0000|\p{Surrogate}/u;

/**
 * Refuses a parsed body holding a string no database column could store as sent, with a 400
 * naming the first such field (its dotted path, as a schema failure names it). Walks without
 * recursion: a 64 KB body can nest thousands of levels deep.
 */
export function checkStorableText(body: Record<string, unknown>): void {
  const pending: Array<[path: string, value: unknown]> = Object.entries(body);
  for (let next = 0; next < pending.length; next++) {
    const [path, value] = pending[next]!;
    if (typeof value === "string") {
      if (UNSTORABLE.test(value)) {
        throw invalidFields({ [path]: HTTP_TEXT.unstorable(path) });
      }
    } else if (value && typeof value === "object" && !(value instanceof Blob)) {
      for (const [key, inner] of Object.entries(value)) pending.push([`${path}.${key}`, inner]);
    }
  }
}
