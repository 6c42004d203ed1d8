"use client";

import { LogOut, Menu, User } from "lucide";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import type { AdminUser } from "@/lib/admin-api/admin-session";
import { SIDEBAR_ID } from "./sidebar";

/** 'Welcome, {name}' (or Guest), the sidebar toggle, Change Username and Logout (admin.md §2). */
export function TopBar({
  user,
  sidebarOpen,
  onToggleSidebar,
  onChangeUsername,
  onLogout,
  loggingOut,
}: {
  user: AdminUser | null;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onChangeUsername: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const name = user?.username || "Guest";
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-neutral-200 bg-white/90 px-3 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-controls={SIDEBAR_ID}
        aria-expanded={sidebarOpen}
        aria-label={sidebarOpen ? "Collapse sidebar" : "Expand sidebar"}
        className="flex size-10 items-center justify-center rounded-lg text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
      >
        <Icon icon={Menu} className="size-5" />
      </button>
      <p className="min-w-0 flex-1 truncate text-sm text-neutral-600">
        Welcome, <span className="font-semibold text-neutral-900">{name}</span>
      </p>
      <div className="flex items-center gap-1 sm:gap-2">
        <Button variant="ghost" size="sm" onClick={onChangeUsername} className="h-9 px-2 sm:px-3">
          <Icon icon={User} className="size-4" />
          <span className="sr-only sm:not-sr-only">Change Username</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onLogout} disabled={loggingOut} className="h-9 px-2 sm:px-3">
          {loggingOut ? <Spinner /> : <Icon icon={LogOut} className="size-4" />}
          <span className="sr-only sm:not-sr-only">Logout</span>
        </Button>
      </div>
    </header>
  );
}
