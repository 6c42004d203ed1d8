import type { Metadata } from "next";
import { connection } from "next/server";
import { getSiteConfig } from "@/lib/site/get-site-config";
import { ChatButton } from "@/components/site/layout/chat-button";
import { FallingLeaves } from "@/components/site/layout/falling-leaves";
import { ScrollReveal } from "@/components/site/layout/scroll-reveal";
import { ScrollToTop } from "@/components/site/layout/scroll-to-top";
import { SiteFooter } from "@/components/site/layout/site-footer";
import { SiteHeader } from "@/components/site/layout/site-header";
import { PreviewBanner } from "@/components/site/preview/preview-banner";
import { PreviewProvider } from "@/components/site/preview/preview-context";
import { previewOfRender } from "@/lib/preview/preview-session";
import { bodyFont, displayFont } from "./fonts";
import "./site.css";

/** The site's title template and description from the settings (the root layout's are the environment's). */
export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteConfig();
  return {
    title: { default: `${site.name} | Compostable Carry Bags and Film Sheets`, template: `%s | ${site.name}` },
    description: site.mission,
    applicationName: site.name,
  };
}

/**
 * The public site's frame; /admin lives outside this group and never gets it. Rendered per
 * request: company details (the site settings) and content come from the data cache, expired by
 * a save, so a visit costs no database query.
 * Not `dynamic = "force-dynamic"`: that also turns off unstable_cache.
 */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const [site, preview] = await Promise.all([getSiteConfig(), previewOfRender()]);
  const page = (
    <div className={`${displayFont.variable} ${bodyFont.variable} flex min-h-dvh flex-col bg-white font-sans text-neutral-900`}>
      <a
        id="skip-link"
        href="#main"
        className="fixed top-3 left-3 z-50 -translate-y-20 rounded-full bg-leaf-800 px-5 py-3 text-sm font-semibold text-white shadow-lg transition focus:translate-y-0"
      >
        Skip to main content
      </a>
      <SiteHeader siteName={site.name} phone={site.phone} email={site.email} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <FallingLeaves />
      <ScrollReveal />
      <aside aria-label="Quick actions">
        <ChatButton number={site.whatsappNumber} />
        <ScrollToTop />
      </aside>
      {preview ? <PreviewBanner /> : null}
    </div>
  );
  // A preview session (drafts shown) tells the images below to load a draft's files directly.
  return preview ? <PreviewProvider>{page}</PreviewProvider> : page;
}
