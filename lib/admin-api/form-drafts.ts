/**
 * Unsaved form values that outlive a lost session: a form registers a snapshot of its values;
 * when the session expires the client parks every snapshot in sessionStorage (values only,
 * never files) with the address to come back to, and the form takes its draft back when it
 * mounts again after the next sign-in.
 */
const PREFIX = "admin-draft:";
const RETURN_KEY = "admin-return-to";

const sources = new Map<string, () => unknown>();
let parked = false;

/** `snapshot` answers the form's draft, or null when there is nothing unsaved. */
export function registerDraft(key: string, snapshot: () => unknown): () => void {
  sources.set(key, snapshot);
  return () => {
    if (sources.get(key) === snapshot) sources.delete(key);
  };
}

/** Called once the session is found expired, just before the page is left for the sign-in. */
export function parkDrafts(): void {
  parked = true;
  try {
    let any = false;
    for (const [key, snapshot] of sources) {
      const draft = snapshot();
      if (draft === null || draft === undefined) continue;
      window.sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
      any = true;
    }
    if (any) window.sessionStorage.setItem(RETURN_KEY, window.location.pathname + window.location.search);
  } catch {
    // Storage can be disabled or full: the sign-in still happens, the draft is lost.
  }
}

/** True once the drafts are parked: leaving the page then loses nothing, so nobody is asked. */
export function draftsParked(): boolean {
  return parked;
}

/** The parked draft of `key`, removed from storage as it is taken. */
export function takeDraft<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    if (raw === null) return null;
    window.sessionStorage.removeItem(PREFIX + key);
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Where the administrator was editing when the session expired: an /admin address or null. */
export function takeReturnPath(): string | null {
  try {
    const path = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
    // Only a path of the back office itself: never another origin or a protocol-relative URL.
    return path && /^\/admin\/[\w\-/]*(\?[^#]*)?$/.test(path) ? path : null;
  } catch {
    return null;
  }
}
