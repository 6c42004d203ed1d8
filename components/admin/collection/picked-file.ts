/** A chosen file with its preview address, made when picked so render stays pure. */
export interface PickedFile {
  file: File;
  /** Object URL for the preview; released with `releasePicked`. */
  url: string;
}

export function pickFile(file: File): PickedFile {
  return { file, url: URL.createObjectURL(file) };
}

export function releasePicked(picked: PickedFile | null | undefined) {
  if (picked) URL.revokeObjectURL(picked.url);
}
