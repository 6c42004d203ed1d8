import type { Metadata } from "next";
import { COLLECTIONS } from "@/lib/content/collections";
import { publicList } from "@/lib/content/public/public-read";
import { readOr } from "@/lib/content/public/read-or";
import { getSiteConfig } from "@/lib/site/get-site-config";
import { CertificateViewer } from "@/components/site/certificates/certificate-viewer";
import { PageBanner } from "@/components/site/ui/page-banner";
import { CONTAINER } from "@/components/site/ui/styles";
import { SectionHeading } from "@/components/site/ui/section-heading";
import { pageMetadata } from "@/components/site/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteConfig();
  return pageMetadata(site, {
    title: "Certificates",
    description: `Compostability and quality certificates of ${site.name}'s carry bags and film sheets.`,
    path: "/certificates",
  });
}

export default async function CertificatesPage() {
  const certificates = await readOr(publicList(COLLECTIONS.certificates), [], "Error fetching certificates:");
  return (
    <>
      <PageBanner title="Certificates" crumbs={[{ label: "Certificates" }]} intro="Independent proof that our packaging does what we say it does." />
      <section aria-labelledby="certificates-title" className="py-16 sm:py-24">
        <div className={CONTAINER}>
          <SectionHeading
            id="certificates-title"
            eyebrow="Certified"
            title="Our Certifications"
            intro="Select a certificate to view the full document."
          />
          <div className="mt-12">
            <CertificateViewer certificates={certificates} />
          </div>
        </div>
      </section>
    </>
  );
}
