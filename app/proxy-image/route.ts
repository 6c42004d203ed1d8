import { proxyImageRoute } from "@/lib/proxy-image/proxy-image-route";

export const GET = proxyImageRoute;
export const HEAD = proxyImageRoute;
