/** What the preview link, its refusals and its banner say. */
export const PREVIEW_TEXT = {
  created: "Preview link created. It works for 10 minutes.",
  pathInvalid: "Choose a page of the public site, such as / or /product?category=3.",
  linkInvalid: "This preview link is not valid. Open a new one from the admin panel.",
  linkExpired: "This preview link has expired. Open a new one from the admin panel.",
  bannerTitle: "Preview",
  banner: "You are seeing unpublished changes. Visitors still see the published site.",
  exit: "Exit preview",
} as const;
