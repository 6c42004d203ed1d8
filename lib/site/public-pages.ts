/** The public pages: what the sitemap lists and the response cache keeps, with the query each reads. */
export interface PublicPage {
  path: string;
  priority: number;
  changeFrequency: "weekly" | "monthly";
  /** The query parameters that change what the page shows; any other is ignored by the page. */
  query: readonly string[];
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", priority: 1, changeFrequency: "weekly", query: [] },
  { path: "/about", priority: 0.7, changeFrequency: "monthly", query: [] },
  { path: "/product", priority: 0.9, changeFrequency: "weekly", query: ["category", "sub"] },
  { path: "/gallery", priority: 0.6, changeFrequency: "monthly", query: [] },
  { path: "/certificates", priority: 0.6, changeFrequency: "monthly", query: [] },
  { path: "/ebrochure", priority: 0.6, changeFrequency: "monthly", query: [] },
  { path: "/contact", priority: 0.7, changeFrequency: "monthly", query: [] },
];
