import { describe, expect, it } from "vitest";
import { headPreloadLinks } from "@/lib/page-cache/head-preload-links";

const page = (head: string, body = "") => Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`);

describe("headPreloadLinks", () => {
  it("announces the head's stylesheets and its high-priority image, srcset and sizes decoded and quoted", () => {
    const html = page(
      '<meta charSet="utf-8"/>' +
        '<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fa.jpg&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fa.jpg&amp;w=1080&amp;q=75 1080w" imageSizes="100vw" fetchPriority="high"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="abc" data-precedence="next"/>',
    );
    expect(headPreloadLinks(html)).toEqual([
      '</_next/image?url=%2Fa.jpg&w=640&q=75>; rel=preload; as=image; imagesrcset="/_next/image?url=%2Fa.jpg&w=640&q=75 640w, /_next/image?url=%2Fa.jpg&w=1080&q=75 1080w"; imagesizes="100vw"; fetchpriority=high',
      "</_next/static/chunks/site.css>; rel=preload; as=style",
    ]);
  });

  it("leaves out ordinary images, other origins, icons and anything after the head", () => {
    const html = page(
      '<link rel="preload" as="image" href="/low.jpg"/>' +
        '<link rel="stylesheet" href="https://cdn.example/x.css"/>' +
        '<link rel="icon" href="/icon.svg"/>',
      '<link rel="stylesheet" href="/late.css"/><link rel="preload" as="image" href="/late.jpg" fetchPriority="high"/>',
    );
    expect(headPreloadLinks(html)).toEqual([]);
  });

  it("finds nothing in an answer without a head (a JSON list)", () => {
    expect(headPreloadLinks(Buffer.from('[{"id":1}]'))).toEqual([]);
  });
});
