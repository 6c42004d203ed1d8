import { Check, CircleAlert } from "lucide";
import { cx } from "@/components/ui/class-names";
import { Icon } from "@/components/ui/icon";

export interface AuthNotice {
  kind: "error" | "success";
  text: string;
}

/** The inline result line of an auth form; announced as it changes. */
export function AuthMessage({ notice }: { notice: AuthNotice | null }) {
  return (
    <div aria-live="polite" className="min-h-0">
      {notice ? (
        <p
          role={notice.kind === "error" ? "alert" : "status"}
          className={cx(
            "flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm",
            notice.kind === "error" ? "bg-red-50 text-red-800 ring-1 ring-red-200" : "bg-green-50 text-green-800 ring-1 ring-green-200",
          )}
        >
          <Icon icon={notice.kind === "error" ? CircleAlert : Check} className="mt-0.5 size-4 shrink-0" />
          <span>{notice.text}</span>
        </p>
      ) : null}
    </div>
  );
}
