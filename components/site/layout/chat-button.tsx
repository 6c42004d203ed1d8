import { BRAND_ICONS } from "@/components/ui/brand-icons";
import { Icon } from "@/components/ui/icon";

/** The floating 'Chat with Us!' link to a WhatsApp chat with the company number. */
export function ChatButton({ number }: { number: string }) {
  return (
    <a
      href={`https://wa.me/${number}`}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed right-4 bottom-4 z-30 inline-flex min-h-12 items-center gap-2 rounded-full bg-[#15703c] py-2.5 pr-5 pl-3.5 text-sm font-semibold text-white shadow-xl shadow-leaf-950/25 transition hover:-translate-y-0.5 hover:bg-[#115c31] sm:right-6 sm:bottom-6"
    >
      <Icon icon={BRAND_ICONS.WhatsApp} className="size-6" />
      Chat with Us!
      <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
    </a>
  );
}
