/**
 * The signed-in administrator as the browser keeps it (admin.md §3): the token under the
 * localStorage key `token`, the user record beside it under `user`. Components subscribe
 * so the top bar follows a username change at once.
 */
export interface AdminUser {
  id?: number;
  username: string;
  email?: string;
  /** Known once the panel has asked `/api/admin/me` (contract §8); owners' screens wait for it. */
  role?: "owner" | "editor";
}

const TOKEN_KEY = "token";
const USER_KEY = "user";
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging out or in is seen here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

/** The raw stored user record; parse it with `parseUser` (a stable string keeps snapshots stable). */
export function readUserRecord(): string | null {
  return storage()?.getItem(USER_KEY) ?? null;
}

export function parseUser(record: string | null): AdminUser | null {
  if (!record) return null;
  try {
    const value: unknown = JSON.parse(record);
    if (value && typeof value === "object" && typeof (value as AdminUser).username === "string") return value as AdminUser;
  } catch {
    // A hand-edited or legacy value: treat as unknown user.
  }
  return null;
}

export function saveSession(token: string, user: AdminUser | null) {
  const store = storage();
  if (!store) return;
  store.setItem(TOKEN_KEY, token);
  if (user) store.setItem(USER_KEY, JSON.stringify(user));
  else store.removeItem(USER_KEY);
  emit();
}

/** Stores the user; a record without a role keeps the one known (answers other than `/api/admin/me` carry none). */
export function saveUser(user: AdminUser) {
  const role = user.role ?? parseUser(readUserRecord())?.role;
  storage()?.setItem(USER_KEY, JSON.stringify(role ? { ...user, role } : user));
  emit();
}

export function clearSession() {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(USER_KEY);
  emit();
}
