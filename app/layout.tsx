import type { Metadata, Viewport } from "next";
import { siteConfig } from "@/lib/site/site-config";

export function generateMetadata(): Metadata {
  const site = siteConfig();
  return {
    metadataBase: new URL(site.url),
    title: { default: `${site.name} | Compostable Carry Bags and Film Sheets`, template: `%s | ${site.name}` },
    description: site.mission,
    applicationName: site.name,
  };
}

export const viewport: Viewport = { themeColor: "#1f5e2f", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
