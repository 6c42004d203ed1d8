import type { Metadata } from "next";
import { COLLECTIONS } from "@/lib/content/collections";
import { publicItem } from "@/lib/content/public/public-read";
import { readOr } from "@/lib/content/public/read-or";
import { getSiteConfig } from "@/lib/site/get-site-config";
import { MilestoneTimeline, type Milestone } from "@/components/site/about/milestone-timeline";
import { OurStory } from "@/components/site/about/our-story";
import { AboutCardStrip } from "@/components/site/home/about-card-strip";
import { PageBanner } from "@/components/site/ui/page-banner";
import { pageMetadata } from "@/components/site/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteConfig();
  return pageMetadata(site, {
    title: "About Us",
    description: `The story of ${site.name}: how a Rajkot team set out to replace plastic bags with certified compostable packaging, and the milestones on the way.`,
    path: "/about",
  });
}

function milestones(shortName: string): Milestone[] {
  return [
    {
      year: "2022",
      title: "The Idea Takes Root",
      text: "Tired of plastic bags choking drains and fields around Rajkot, our founders began testing plant-based films that could carry a load and still return to the soil.",
    },
    {
      year: "2023",
      title: "From Concept to Reality",
      text: "Our first blown-film line started running, our bags passed independent compostability testing, and the first local grocers switched to them.",
    },
    {
      year: "2024",
      title: `Launch of ${shortName} Compostable Bags`,
      text: "The full range of carry bags, garbage bags and film sheets went on sale across India, with custom printing for brands of every size.",
    },
  ];
}

export default async function AboutPage() {
  const site = await getSiteConfig();
  const story = await readOr(publicItem(COLLECTIONS.aboutUs), null, "Error fetching about us:");
  return (
    <>
      <PageBanner title="About Us" crumbs={[{ label: "About" }]} intro="Rooted in Rajkot, we make packaging that leaves nothing behind." />
      <OurStory entry={story} />
      <MilestoneTimeline milestones={milestones(site.shortName)} />
      <AboutCardStrip />
    </>
  );
}
