/**
 * Changes one character in the middle of a base64url string. Changing the last character is not
 * enough: its low bits can be padding that decoders ignore, so the "tampered" value would decode to
 * the same bytes about once in a thousand runs.
 */
export function tamperMiddle(value: string): string {
  const at = Math.floor(value.length / 2);
  const replacement = value[at] === "A" ? "B" : "A";
  return `${value.slice(0, at)}${replacement}${value.slice(at + 1)}`;
}
