import { toast } from "@/components/ui/toast-store";
import type { FileField } from "@/lib/content/collection-definition";
import { acceptsFile } from "./accepts-file";
import { pickFile, type PickedFile } from "./picked-file";

/**
 * A file chosen in a picker or dropped on a field, as the form keeps it; null when there is none
 * or the field does not take its type, which shows the field's own message (the server's words).
 */
export function pickAccepted(field: FileField, file: File | undefined): PickedFile | null {
  if (!file) return null;
  if (!acceptsFile(field.inputAccept, file)) {
    toast.error(field.typeMessage);
    return null;
  }
  return pickFile(file);
}
