/** Whether a stored file address or picked file is a PDF (shown as a chip, not an image). */
export function isPdf(source: string | File | null | undefined): boolean {
  if (!source) return false;
  if (typeof source !== "string") return source.type === "application/pdf" || /\.pdf$/i.test(source.name);
  return /\.pdf(?:$|[?#])/i.test(source);
}
