/** The public pages, in the order of the header and footer menus. */
export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/product", label: "Products" },
  { href: "/gallery", label: "Gallery" },
  { href: "/certificates", label: "Certificates" },
  { href: "/ebrochure", label: "E-Brochure" },
  { href: "/contact", label: "Contact" },
] as const;

/** Whether a menu link stands for the current page (sections count under their root). */
export function isCurrentPath(href: string, pathname: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}
