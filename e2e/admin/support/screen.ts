import { expect, type Locator, type Page } from "@playwright/test";
import type { FilePayload } from "./files";

/** The create/edit form of a content screen, named by its heading ('Add Slider', 'Edit Slider'). */
export function formNamed(page: Page, name: string): Locator {
  return page.getByRole("form", { name, exact: true });
}

/** The table row whose text matches. */
export function rowWith(page: Page, text: string | RegExp): Locator {
  return page.getByRole("row").filter({ hasText: text });
}

/** Data rows of the screen's table (header row excluded). */
export function dataRows(page: Page): Locator {
  return page.locator("table tbody tr");
}

/**
 * Drops files from "the desktop" on `zone`: the drag events a browser sends, carrying a real
 * DataTransfer with the files.
 */
export async function dropFiles(zone: Locator, ...files: FilePayload[]) {
  const payload = files.map((file) => ({ name: file.name, mimeType: file.mimeType, base64: file.buffer.toString("base64") }));
  const dataTransfer = await zone.page().evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], item.name, { type: item.mimeType }));
    }
    return transfer;
  }, payload);
  for (const type of ["dragenter", "dragover", "drop"]) await zone.dispatchEvent(type, { dataTransfer });
  await dataTransfer.dispose();
}

export async function pick(scope: Page | Locator, label: string, ...files: FilePayload[]) {
  await scope.getByLabel(label, { exact: true }).setInputFiles(files);
}

/** A rich-text field's editing surface (tiptap's contenteditable), there once the editor has loaded. */
export function richTextEditor(scope: Page | Locator, label: string): Locator {
  return scope.getByRole("textbox", { name: label, exact: true });
}

/** Types into a rich-text field. */
export async function fillRichText(scope: Page | Locator, label: string, text: string) {
  const editor = richTextEditor(scope, label);
  await editor.click();
  await editor.press("ControlOrMeta+a");
  await editor.press("Delete");
  if (text) await editor.pressSequentially(text.slice(0, 1));
  if (text.length > 1) await editor.page().keyboard.insertText(text.slice(1));
}

/** Fetches a public JSON list and returns it. */
export async function publicList<T = Record<string, unknown>>(page: Page, path: string): Promise<T[]> {
  const response = await page.request.get(path, { headers: { Accept: "application/json" } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T[];
}
