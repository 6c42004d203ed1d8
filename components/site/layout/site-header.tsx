"use client";

import { Menu } from "lucide";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { BrandLogo } from "../ui/brand-logo";
import { Icon } from "@/components/ui/icon";
import { CONTAINER, ICON_BUTTON } from "../ui/styles";
import { LanguageSelector } from "./language-selector";
import type { MobileMenu as MobileMenuType } from "./mobile-menu";
import { NAV_LINKS, isCurrentPath } from "./nav-links";

const SCROLLED_AT = 80;


interface Props {
  siteName: string;
  phone: string;
  email: string;
}

/**
 * The fixed header: transparent over the dark hero or banner, a solid bar once the page has
 * scrolled past 80 px (public-site.md §9); a slide-in menu replaces the links below `lg`.
 */
export function SiteHeader({ siteName, phone, email }: Props) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // The slide-in menu (and the dialog under it) is fetched when first opened, not with every
  // page; kept once loaded, so closing it returns focus and unlocks the page instead of removing it.
  const [MobileMenu, setMobileMenu] = useState<typeof MobileMenuType | null>(null);
  const openMenu = () => {
    if (MobileMenu) return setMenuOpen(true);
    void import("./mobile-menu").then((module) => {
      setMobileMenu(() => module.MobileMenu);
      setMenuOpen(true);
    });
  };

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > SCROLLED_AT);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  const tone = scrolled ? "dark" : "light";
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,padding] duration-300 ${
        scrolled ? "is-scrolled bg-white/95 py-2 shadow-lg shadow-leaf-950/5 backdrop-blur-md" : "bg-transparent py-4"
      }`}
    >
      <div className={`${CONTAINER} flex items-center justify-between gap-4`}>
        <Link href="/" className="rounded-lg">
          <BrandLogo name={siteName} tone={tone} />
          <span className="sr-only">, home page</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1 xl:gap-2">
            {NAV_LINKS.map((link) => {
              const current = isCurrentPath(link.href, pathname);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={current ? "page" : undefined}
                    className={`relative rounded-full px-3 py-2 text-sm font-semibold transition after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:origin-left after:rounded-full after:transition-transform ${
                      scrolled ? "text-neutral-700 after:bg-leaf-600 hover:text-leaf-800" : "text-white/90 after:bg-leaf-300 hover:text-white"
                    } ${current ? `after:scale-x-100 ${scrolled ? "text-leaf-800" : "text-white"}` : "after:scale-x-0 hover:after:scale-x-100"}`}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSelector tone={tone} />
          <button
            type="button"
            onClick={openMenu}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            className={`${ICON_BUTTON} lg:hidden ${scrolled ? "text-leaf-900 hover:bg-leaf-50" : "text-white hover:bg-white/10"}`}
          >
            <Icon icon={Menu} className="size-6" />
          </button>
        </div>
      </div>
      {MobileMenu && <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} pathname={pathname} phone={phone} email={email} />}
    </header>
  );
}
