/** Upload progress; `value` is 0 to 100. */
export function ProgressBar({ value, label = "Upload progress" }: { value: number; label?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-neutral-200"
      >
        <div className="h-full rounded-full bg-leaf-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-xs font-medium text-neutral-600 tabular-nums">{percent}%</span>
    </div>
  );
}
