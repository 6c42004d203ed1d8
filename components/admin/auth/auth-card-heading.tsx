import { Leaf } from "lucide";
import { Icon } from "@/components/ui/icon";

/**
 * The top of a sign-in card: the brand mark, "Admin panel", the screen's title and its lead line.
 * `brandHiddenWide`: the sign-in screen shows the brand in its side panel on wide screens.
 */
export function AuthCardHeading({ brand, title, lead, brandHiddenWide = false }: { brand: string; title: string; lead: string; brandHiddenWide?: boolean }) {
  return (
    <>
      <div className={brandHiddenWide ? "mb-8 flex items-center gap-3 lg:hidden" : "mb-8 flex items-center gap-3"}>
        <span className="flex size-10 items-center justify-center rounded-xl bg-leaf-700 text-white">
          <Icon icon={Leaf} className="size-5" />
        </span>
        <span className="text-lg font-semibold text-neutral-900">{brand}</span>
      </div>
      <p className="text-sm font-medium text-leaf-700">Admin panel</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-neutral-900">{title}</h1>
      <p className="mt-2 text-sm text-neutral-600">{lead}</p>
    </>
  );
}
