import { notFound } from "next/navigation";

/** Deeper /admin addresses no screen claims: the back office's 404, never the public frame. */
export default function MissingAdminPage() {
  notFound();
}
