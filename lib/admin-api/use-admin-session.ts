"use client";

import { useMemo, useSyncExternalStore } from "react";
import { parseUser, readToken, readUserRecord, subscribeSession, type AdminUser } from "./admin-session";

export interface AdminSessionState {
  /** False during the server render and hydration, when localStorage cannot be read yet. */
  ready: boolean;
  token: string | null;
  user: AdminUser | null;
}

const UNKNOWN = undefined;

/** The stored session, re-rendering on login, logout and username changes. */
export function useAdminSession(): AdminSessionState {
  const token = useSyncExternalStore<string | null | undefined>(subscribeSession, readToken, () => UNKNOWN);
  const record = useSyncExternalStore(subscribeSession, readUserRecord, () => null);
  const user = useMemo(() => parseUser(record), [record]);
  return { ready: token !== UNKNOWN, token: token ?? null, user };
}
