import { CircleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";

/** A table's failure (loading or an action), announced at once, above its rows. */
export function TableAlert({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-center gap-2 border-b border-red-100 bg-red-50 px-5 py-3 text-sm font-medium text-red-700">
      <Icon icon={CircleAlert} className="size-4" />
      {message}
    </p>
  );
}
