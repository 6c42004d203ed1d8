import { cx } from "@/components/ui/class-names";
import { isPdf } from "./file-kind";
import { PdfChip } from "./pdf-chip";
import { SafeImage } from "./safe-image";
import { UploadLink } from "./upload-link";

/**
 * A small preview of a stored file address or a picked file's object URL: the image itself,
 * or a PDF chip (linking to the file when it is stored).
 */
export function FileThumb({
  src,
  pdf,
  alt,
  size = 64,
  width = size,
  fit,
  className,
}: {
  src: string;
  pdf?: boolean;
  alt: string;
  /** Height, and width unless `width` is given. */
  size?: number;
  width?: number;
  fit?: "cover" | "contain";
  className?: string;
}) {
  if (pdf ?? isPdf(src)) {
    const chip = <PdfChip label="PDF" />;
    return (
      <span className={cx("flex items-center justify-center rounded-lg border border-neutral-200 bg-white", className)} style={{ width, height: size }}>
        {src.startsWith("blob:") ? (
          chip
        ) : (
          <UploadLink href={src} aria-label={`${alt} (PDF, opens in a new tab)`}>
            {chip}
          </UploadLink>
        )}
      </span>
    );
  }
  return <SafeImage src={src} alt={alt} width={width} height={size} fit={fit} className={cx("rounded-lg border border-neutral-200", className)} />;
}
