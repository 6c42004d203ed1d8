import type { ComponentProps } from "react";
import type { IconNode } from "lucide";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";

/** A form's submit button: its icon and label, or a spinner and "Processing..." while the call runs. */
export function SubmitButton({ busy, icon, label, variant }: { busy: boolean; icon: IconNode; label: string; variant?: ComponentProps<typeof Button>["variant"] }) {
  return (
    <Button type="submit" variant={variant} disabled={busy}>
      {busy ? <Spinner /> : <Icon icon={icon} className="size-4" />}
      {busy ? "Processing..." : label}
    </Button>
  );
}
