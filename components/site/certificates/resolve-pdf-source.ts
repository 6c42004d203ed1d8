import { proxiedImageUrl } from "../ui/image-with-fallback";

export const INVALID_PDF = "Invalid PDF URL or server error.";

async function headIsPdf(url: string): Promise<"pdf" | "not-pdf" | "failed"> {
  try {
    const response = await fetch(url, { method: "HEAD", cache: "no-store" });
    if (!response.ok) return "failed";
    return (response.headers.get("content-type") ?? "").toLowerCase().includes("application/pdf") ? "pdf" : "not-pdf";
  } catch {
    return "failed";
  }
}

/**
 * The address the viewer may show a certificate from (public-site.md §5): the PDF itself when
 * a HEAD answers with a PDF, else the image proxy's copy; otherwise an error whose message the
 * viewer shows.
 */
export async function resolvePdfSource(url: string): Promise<string> {
  const direct = await headIsPdf(url);
  if (direct === "pdf") return url;
  if (direct === "not-pdf") throw new Error("Invalid Content-Type");
  const proxied = proxiedImageUrl(url);
  if ((await headIsPdf(proxied)) === "pdf") return proxied;
  throw new Error(INVALID_PDF);
}
