import { fileGrantsRoute } from "@/lib/content/file-grant-route";

export const POST = fileGrantsRoute;
