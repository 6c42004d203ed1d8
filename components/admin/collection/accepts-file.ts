/** Whether a file matches an input's `accept` list (MIME types, `type/*` or `.ext`). */
export function acceptsFile(accept: string, file: File): boolean {
  const type = file.type.toLowerCase() === "image/jpg" ? "image/jpeg" : file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => (entry.startsWith(".") ? name.endsWith(entry) : entry.endsWith("/*") ? type.startsWith(entry.slice(0, -1)) : type === entry));
}
