import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

/** An /admin address with no screen behind it. */
export default function AdminNotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-neutral-200">
        <h1 className="text-xl font-semibold text-neutral-900">Page not found</h1>
        <p className="mt-2 text-sm text-neutral-600">There is no admin screen at this address.</p>
        <Link href="/admin/dashboard" className={buttonClass("primary", "md", "mt-6")}>
          Back to the dashboard
        </Link>
      </div>
    </main>
  );
}
