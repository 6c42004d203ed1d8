"use client";

import { Check, CircleAlert, Info, X } from "lucide";
import { useEffect, useSyncExternalStore } from "react";
import { takeFlash } from "@/lib/admin-api/flash-message";
import { cx } from "./class-names";
import { Icon } from "./icon";
import { dismissToast, getServerToasts, getToasts, showToast, subscribeToasts } from "./toast-store";

const STYLES = {
  success: { box: "border-green-200 bg-white", icon: "text-green-600", glyph: Check },
  error: { box: "border-red-200 bg-white", icon: "text-red-600", glyph: CircleAlert },
  info: { box: "border-neutral-200 bg-white", icon: "text-leaf-700", glyph: Info },
} as const;

/** The toast region, top right (admin.md §2); it also shows a message left by a redirect. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);

  useEffect(() => {
    const flash = takeFlash();
    if (flash) showToast(flash.kind, flash.text);
  }, []);

  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed top-3 right-3 left-3 z-[60] flex flex-col items-end gap-2 sm:left-auto sm:w-96"
    >
      {toasts.map((item) => {
        const style = STYLES[item.kind];
        return (
          <div
            key={item.id}
            role={item.kind === "error" ? "alert" : "status"}
            className={cx(
              "pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 shadow-lg ring-1 ring-black/5 transition duration-200 starting:-translate-y-1 starting:opacity-0",
              style.box,
            )}
          >
            <Icon icon={style.glyph} className={cx("mt-0.5 size-5 shrink-0", style.icon)} />
            <p className="flex-1 text-sm leading-5 text-neutral-800">{item.text}</p>
            {item.action ? (
              <button
                type="button"
                onClick={() => {
                  dismissToast(item.id);
                  item.action?.run();
                }}
                className="-my-1 rounded-md px-2 py-1 text-sm font-semibold text-leaf-800 hover:bg-leaf-50"
              >
                {item.action.label}
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => dismissToast(item.id)}
              className="-m-1 rounded-md p-1 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-800"
              aria-label="Dismiss notification"
            >
              <Icon icon={X} className="size-4" />
            </button>
          </div>
        );
      })}
    </section>
  );
}
