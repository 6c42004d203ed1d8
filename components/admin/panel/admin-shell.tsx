"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { clearSession, saveUser, type AdminUser } from "@/lib/admin-api/admin-session";
import { apiRequest } from "@/lib/admin-api/client";
import { useAdminSession } from "@/lib/admin-api/use-admin-session";
import { ACCOUNT_TEXT } from "@/lib/auth/auth-texts";
import { ChangeUsernameDialog } from "./change-username-dialog";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

const NARROW = "(max-width: 767px)";
const ME_ENDPOINT = "/api/admin/me";

/**
 * The frame of every /admin/* screen but /admin. Nothing of the panel renders until the
 * browser has confirmed a stored token, so a signed-out visitor never sees it flash.
 */
export function AdminShell({ brand, children }: { brand: string; children: ReactNode }) {
  const router = useRouter();
  const { ready, token } = useAdminSession();

  useEffect(() => {
    if (ready && !token) router.replace("/admin");
  }, [ready, token, router]);

  if (!ready || !token) {
    return (
      <div className="flex min-h-dvh items-center justify-center text-leaf-700" role="status" aria-label="Loading">
        <Spinner className="size-6" />
      </div>
    );
  }
  return <PanelFrame brand={brand}>{children}</PanelFrame>;
}

function PanelFrame({ brand, children }: { brand: string; children: ReactNode }) {
  const router = useRouter();
  const { user } = useAdminSession();
  // Only rendered in the browser (see AdminShell), so the media query can be read at once.
  const [open, setOpen] = useState(() => !window.matchMedia(NARROW).matches);
  const [renaming, setRenaming] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  // The role decides the owners' menu entries and screens; asked on every load of the panel, so
  // a role another owner changed shows at once.
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<AdminUser>(ME_ENDPOINT, { signal: controller.signal })
      .then((result) => saveUser(result.data))
      .catch(() => {
        // A 401 has already ended the session; otherwise the stored role stands.
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const onChange = (event: MediaQueryListEvent) => setOpen(!event.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && window.matchMedia(NARROW).matches) setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await apiRequest("/logout", { json: {}, expireOn401: false });
    } catch {
      // The token dies with the local session either way.
    }
    clearSession();
    toast.success(ACCOUNT_TEXT.loggedOut);
    router.replace("/admin");
  };

  return (
    <div className="flex min-h-dvh">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-leaf-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Sidebar open={open} brand={brand} onNavigate={() => window.matchMedia(NARROW).matches && setOpen(false)} />
      {open ? (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-neutral-950/40 md:hidden" onClick={() => setOpen(false)} />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col pl-16 md:pl-0">
        <TopBar
          user={user}
          sidebarOpen={open}
          onToggleSidebar={() => setOpen((value) => !value)}
          onChangeUsername={() => setRenaming(true)}
          onLogout={logout}
          loggingOut={loggingOut}
        />
        <main id="admin-main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
      <ChangeUsernameDialog open={renaming} onClose={() => setRenaming(false)} user={user} />
    </div>
  );
}
