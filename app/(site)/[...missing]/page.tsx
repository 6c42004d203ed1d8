import { notFound } from "next/navigation";

/** Any address no page claims: the site's own 404 (../not-found.tsx), inside the site's frame. */
export default function MissingPage() {
  notFound();
}
