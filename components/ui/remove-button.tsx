import { X } from "lucide";
import { cx } from "./class-names";
import { Icon } from "./icon";

/** The small round × on a preview (remove a current file, discard a new pick). */
export function RemoveButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={cx(
        "absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-600 shadow-sm",
        "hover:border-red-300 hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
    >
      <Icon icon={X} className="size-3.5" />
    </button>
  );
}
