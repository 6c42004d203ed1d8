/**
 * A toast that must survive a full navigation (the session-expired redirect): parked in
 * sessionStorage and picked up by the toast provider on the next page.
 */
export interface FlashMessage {
  kind: "success" | "error" | "info";
  text: string;
}

const KEY = "admin-flash";

export function setFlash(message: FlashMessage) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(message));
  } catch {
    // Storage can be disabled; the redirect still happens.
  }
}

export function takeFlash(): FlashMessage | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    window.sessionStorage.removeItem(KEY);
    const value = JSON.parse(raw) as FlashMessage;
    return typeof value?.text === "string" ? value : null;
  } catch {
    return null;
  }
}
