"use client";

const COOKIE = "googtrans";
const ELEMENT_ID = "google_translate_element";
export const TRANSLATE_SCRIPT_SRC = "https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit";
export const TRANSLATE_ELEMENT_ID = ELEMENT_ID;

interface TranslateWindow {
  googleTranslateElementInit?: () => void;
  google?: { translate?: { TranslateElement?: new (options: Record<string, unknown>, elementId: string) => unknown } };
}

function setCookie(value: string | null) {
  const expires = value ? "" : "; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  document.cookie = `${COOKIE}=${value ?? ""}; path=/${expires}; SameSite=Lax`;
}

function combo(): HTMLSelectElement | null {
  return document.querySelector<HTMLSelectElement>("select.goog-te-combo");
}

/** Forgets a translation chosen on an earlier visit: the site always opens in English. */
export function resetTranslation() {
  setCookie(null);
}

/** Registers the callback the service's script calls once loaded. */
export function prepareTranslator(includedLanguages: string[], onReady: () => void) {
  const w = window as unknown as TranslateWindow;
  w.googleTranslateElementInit = () => {
    const TranslateElement = w.google?.translate?.TranslateElement;
    if (!TranslateElement) return;
    new TranslateElement({ pageLanguage: "en", includedLanguages: includedLanguages.join(","), autoDisplay: false }, ELEMENT_ID);
    onReady();
  };
}

/**
 * Asks the loaded service to show the page in `code` through its (hidden) language menu.
 * Returns false while that menu does not exist yet, so the caller can try again.
 */
export function translatePage(code: string): boolean {
  setCookie(code === "en" ? null : `/en/${code}`);
  const select = combo();
  if (!select) return false;
  select.value = code;
  select.dispatchEvent(new Event("change"));
  return true;
}
