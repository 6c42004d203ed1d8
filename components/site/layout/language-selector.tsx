"use client";

import { Check, ChevronDown, Globe, Search } from "lucide";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { ENGLISH, LANGUAGES, type LanguageOption } from "./languages";
import { TRANSLATE_ELEMENT_ID, TRANSLATE_SCRIPT_SRC, prepareTranslator, resetTranslation, translatePage } from "./page-translator";

const SCRIPT_ID = "google-translate";

/**
 * The header's language menu: a searchable list that drives the page-translation service. The
 * service's script loads only once a visitor picks another language, so pages stay fast and
 * fully usable when it is blocked or offline.
 */
export function LanguageSelector({ tone }: { tone: "light" | "dark" }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [language, setLanguage] = useState<LanguageOption>(ENGLISH);
  const [wantService, setWantService] = useState(false);
  const [serviceFailed, setServiceFailed] = useState(false);
  const pending = useRef<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const needle = query.trim().toLowerCase();
  const matches = needle ? LANGUAGES.filter((option) => option.name.toLowerCase().includes(needle) || option.code.toLowerCase() === needle) : LANGUAGES;

  useEffect(() => {
    resetTranslation();
    prepareTranslator(
      LANGUAGES.map((option) => option.code),
      () => {
        // The service builds its menu asynchronously: retry briefly until it exists.
        let tries = 0;
        const apply = () => {
          if (!pending.current || translatePage(pending.current) || ++tries > 20) return;
          window.setTimeout(apply, 150);
        };
        apply();
      },
    );
  }, []);

  // The service's script, added by hand rather than with next/script, whose loader every page
  // would otherwise download for this one rarely used menu.
  useEffect(() => {
    if (!wantService || document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.src = TRANSLATE_SCRIPT_SRC;
    script.async = true;
    script.onerror = () => {
      setServiceFailed(true);
      setLanguage(ENGLISH);
      pending.current = null;
    };
    document.body.appendChild(script);
  }, [wantService]);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setQuery("");
    setActive(0);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (option: LanguageOption) => {
    setLanguage(option);
    close(true);
    pending.current = option.code;
    if (!translatePage(option.code) && option.code !== "en") setWantService(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (matches.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === "Enter" && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    }
  };

  const light = tone === "light";
  const listId = `${id}-list`;
  return (
    <div ref={rootRef} className="relative" onKeyDown={open ? onKeyDown : undefined}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={`Language: ${language.name}. Change language`}
        onClick={() => (open ? close(false) : setOpen(true))}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition ${
          light ? "border-white/30 text-white hover:bg-white/10" : "border-leaf-700/20 text-leaf-900 hover:bg-leaf-50"
        }`}
      >
        <Icon icon={Globe} className="size-4.5" />
        <span className="notranslate" translate="no">
          <span className="sm:hidden">{language.code.slice(0, 2).toUpperCase()}</span>
          <span className="hidden sm:inline">{language.name}</span>
        </span>
        <Icon icon={ChevronDown} className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>

      {open && (
        <div
          id={`${id}-panel`}
          role="dialog"
          aria-label="Choose a language"
          className="absolute right-0 z-50 mt-2 w-72 origin-top-right overflow-hidden rounded-2xl border border-leaf-900/10 bg-white text-neutral-900 shadow-2xl shadow-leaf-950/20"
        >
          <div className="border-b border-neutral-100 p-3">
            <label htmlFor={`${id}-search`} className="sr-only">
              Search languages
            </label>
            <div className="relative">
              <Icon icon={Search} className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500" />
              <input
                ref={inputRef}
                id={`${id}-search`}
                type="search"
                role="combobox"
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={matches[active] ? `${id}-option-${matches[active].code}` : undefined}
                autoComplete="off"
                placeholder="Search languages..."
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActive(0);
                }}
                className="w-full rounded-xl border border-neutral-200 bg-neutral-50 py-2.5 pr-3 pl-9 text-sm outline-none focus:border-leaf-500 focus:bg-white focus-visible:outline-2 focus-visible:outline-leaf-600"
              />
            </div>
          </div>
          {matches.length === 0 ? (
            <p role="status" className="px-4 py-6 text-center text-sm text-neutral-600">
              No languages found
            </p>
          ) : (
            <ul id={listId} role="listbox" aria-label="Languages" className="notranslate max-h-72 overflow-y-auto py-1.5" translate="no">
              {matches.map((option, index) => {
                const selected = option.code === language.code;
                return (
                  <li
                    key={option.code}
                    id={`${id}-option-${option.code}`}
                    role="option"
                    aria-selected={selected}
                    onClick={() => choose(option)}
                    onMouseMove={() => setActive(index)}
                    className={`mx-1.5 flex cursor-pointer items-center justify-between rounded-lg px-3 py-2 text-sm ${
                      index === active ? "bg-leaf-50 text-leaf-900" : "text-neutral-800"
                    } ${selected ? "font-semibold" : ""}`}
                  >
                    {option.name}
                    {selected && <Icon icon={Check} className="size-4 text-leaf-700" />}
                  </li>
                );
              })}
            </ul>
          )}
          {serviceFailed && (
            <p role="alert" className="border-t border-neutral-100 px-4 py-2.5 text-xs text-neutral-600">
              The translation service could not be reached. The page is shown in English.
            </p>
          )}
        </div>
      )}

      <div id={TRANSLATE_ELEMENT_ID} hidden />
    </div>
  );
}
