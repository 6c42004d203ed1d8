/** Company details shown on the site, from the environment (contract §2) with placeholders. */
export interface SiteConfig {
  name: string;
  shortName: string;
  url: string;
  email: string;
  phone: string;
  whatsappNumber: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string; full: string };
  mapQuery: string;
  hours: { text: string; closed: string; opens: string; closes: string; days: string[] };
  social: { label: string; href: string }[];
  mission: string;
}

export function siteConfig(env: Readonly<Record<string, string | undefined>> = process.env): SiteConfig {
  const address = env.COMPANY_ADDRESS?.trim() || "Plot 12, GIDC Industrial Estate, Kalawad Road, Rajkot, Gujarat 360005, India";
  const phone = env.COMPANY_PHONE?.trim() || "+91 98765 43210";
  return {
    name: env.COMPANY_NAME?.trim() || "EcoPack Compostables",
    shortName: "EcoPack",
    url: (env.SITE_URL?.trim() || "http://localhost:3000").replace(/\/+$/, ""),
    email: env.COMPANY_EMAIL?.trim() || "info@ecopack.example",
    phone,
    whatsappNumber: (env.WHATSAPP_NUMBER?.trim() || phone).replace(/\D/g, ""),
    address: { street: "Plot 12, GIDC Industrial Estate, Kalawad Road", city: "Rajkot", region: "Gujarat", postalCode: "360005", country: "IN", full: address },
    mapQuery: env.MAP_QUERY?.trim() || address,
    hours: {
      text: "9:00 am to 7:00 pm",
      closed: "Wednesday",
      opens: "09:00",
      closes: "19:00",
      days: ["Monday", "Tuesday", "Thursday", "Friday", "Saturday", "Sunday"],
    },
    social: [
      { label: "Facebook", href: "https://www.facebook.com/" },
      { label: "Instagram", href: "https://www.instagram.com/" },
      { label: "LinkedIn", href: "https://www.linkedin.com/" },
      { label: "YouTube", href: "https://www.youtube.com/" },
    ],
    mission:
      "We make certified compostable carry bags and film sheets that return to the soil, so businesses can drop single-use plastic without compromising on strength or price.",
  };
}
