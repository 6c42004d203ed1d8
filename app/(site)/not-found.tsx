import { ArrowLeft } from "lucide";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { PageBanner } from "@/components/site/ui/page-banner";
import { BUTTON, CONTAINER } from "@/components/site/ui/styles";

/** An unknown address, product or category inside the public site. */
export default function SiteNotFound() {
  return (
    <>
      <PageBanner title="Page Not Found" crumbs={[{ label: "Not found" }]} />
      <section className="py-20 sm:py-28">
        <div className={`${CONTAINER} max-w-2xl text-center`}>
          <p className="text-lg text-neutral-600">The page you were looking for has moved or no longer exists.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link href="/" className={BUTTON.primary}>
              <Icon icon={ArrowLeft} className="size-4" />
              Back to Home
            </Link>
            <Link href="/product" className={BUTTON.outline}>
              Browse Products
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
