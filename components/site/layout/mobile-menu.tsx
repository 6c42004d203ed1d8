"use client";

import { ChevronRight, Mail, Phone, X } from "lucide";
import Link from "next/link";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { ICON_BUTTON } from "../ui/styles";
import { NAV_LINKS, isCurrentPath } from "./nav-links";

interface Props {
  open: boolean;
  onClose: () => void;
  pathname: string;
  phone: string;
  email: string;
}

/** The slide-in menu that replaces the header links on small screens. */
export function MobileMenu({ open, onClose, pathname, phone, email }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="mobile-menu-title"
      placement="end"
      className="flex h-full w-[min(22rem,88vw)] flex-col bg-white text-neutral-900 shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full"
    >
      <div className="flex items-center justify-between border-b border-neutral-100 px-6 py-4">
        <p id="mobile-menu-title" className="font-display text-lg font-semibold text-leaf-900">
          Menu
        </p>
        <button type="button" onClick={onClose} aria-label="Close menu" className={`${ICON_BUTTON} text-leaf-900 hover:bg-leaf-50`}>
          <Icon icon={X} />
        </button>
      </div>
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-4 py-4">
        <ul className="space-y-1">
          {NAV_LINKS.map((link) => {
            const current = isCurrentPath(link.href, pathname);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onClick={onClose}
                  aria-current={current ? "page" : undefined}
                  className={`flex items-center justify-between rounded-xl px-4 py-3 text-base font-semibold transition ${
                    current ? "bg-leaf-50 text-leaf-800" : "text-neutral-800 hover:bg-neutral-50"
                  }`}
                >
                  {link.label}
                  <Icon icon={ChevronRight} className="size-4 text-leaf-600" />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="space-y-2 border-t border-neutral-100 bg-earth-50 px-6 py-5 text-sm">
        <a href={`tel:${phone.replace(/\s/g, "")}`} className="flex items-center gap-3 text-neutral-800 hover:text-leaf-800">
          <Icon icon={Phone} className="size-4 text-leaf-700" />
          {phone}
        </a>
        <a href={`mailto:${email}`} className="flex items-center gap-3 break-all text-neutral-800 hover:text-leaf-800">
          <Icon icon={Mail} className="size-4 text-leaf-700" />
          {email}
        </a>
      </div>
    </Dialog>
  );
}
