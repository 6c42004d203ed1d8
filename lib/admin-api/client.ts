import { errorCodeFor, type ErrorCode } from "@/lib/http/error-code";
import { ApiError } from "./api-error";
import { clearSession, readToken } from "./admin-session";
import { setFlash } from "./flash-message";
import { parkDrafts } from "./form-drafts";

/**
 * The one HTTP client of the back office. Every screen calls through it so the token, the
 * response envelope (contract §4) and the session-expired rule (admin.md §4) live in one place.
 */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  method?: Method;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart; with `onProgress` it goes through XMLHttpRequest for upload progress. */
  form?: FormData;
  onProgress?: (percent: number) => void;
  /** false for the public auth calls: no token is sent and a 401 is an ordinary failure. */
  auth?: boolean;
  /** false where a 401 means nothing to the user (logging out with a dead token). */
  expireOn401?: boolean;
  signal?: AbortSignal;
}

export interface ApiResult<T> {
  /** The server's human text (shown on success when present). */
  message?: string;
  /** `data` of an envelope, or the whole body for bare lists and records. */
  data: T;
  status: number;
  /** The whole envelope, for what an answer carries beside `data` (a page's `next_cursor`). */
  envelope?: Record<string, unknown>;
}

export const SESSION_EXPIRED = "Session expired. Please log in again.";

/** The sign-in screen opens on Change password with this in its address. */
export const CHANGE_PASSWORD_PARAM = "change-password";

/** The Two-factor sign-in screen, where an account is sent while an owner requires two factors and it has none. */
export const TWO_FACTOR_PATH = "/admin/two-factor";

let expiring = false;

/**
 * Drops the session and goes to the sign-in screen, leaving a toast for it to show: the login
 * form, or Change password while the generated first password must still be changed.
 */
function expireSession(text = SESSION_EXPIRED, changePassword = false): Promise<never> {
  if (!expiring) {
    expiring = true;
    // Unsaved form values wait in this tab for the next sign-in.
    parkDrafts();
    clearSession();
    setFlash({ kind: "error", text });
    // A full load, not a router push: every screen's state goes with the dead session.
    window.location.replace(new URL(changePassword ? `/admin?${CHANGE_PASSWORD_PARAM}` : "/admin", window.location.href).href);
  }
  // The page is being left: settling would only flash an error toast on the way out.
  return new Promise<never>(() => {});
}

/**
 * Sends the account to set up two factors, keeping its session; the screen's own calls never
 * answer this code, so there is no loop. The server's text waits there as a toast.
 */
function sendToTwoFactorSetup(text?: string): Promise<never> {
  if (!expiring) {
    expiring = true;
    if (text) setFlash({ kind: "info", text });
    window.location.replace(new URL(TWO_FACTOR_PATH, window.location.href).href);
  }
  return new Promise<never>(() => {});
}

function authHeaders(auth: boolean): Record<string, string> {
  const token = auth ? readToken() : null;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asText(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value : undefined;
}

function isFailure(status: number, body: unknown): boolean {
  return status >= 400 || (isRecord(body) && "success" in body && body.success === false);
}

/**
 * The failure's `code`: the envelope's own, or for a body without one (a proxy's error page)
 * the code of its status, from the server's same table; none for a status the server never answers.
 */
function failureCode(status: number, body: unknown): ErrorCode | undefined {
  const given = isRecord(body) ? asText(body.code) : undefined;
  return (given as ErrorCode | undefined) ?? errorCodeFor(status);
}

/** Turns a status and body into a result, or throws the typed error of the failure envelope. */
function unwrap<T>(status: number, body: unknown): ApiResult<T> {
  const envelope = isRecord(body) && "success" in body;
  if (isFailure(status, body)) {
    const record = isRecord(body) ? body : {};
    const details = isRecord(record.details)
      ? Object.fromEntries(Object.entries(record.details).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
      : undefined;
    throw new ApiError(status, asText(record.message) ?? asText(record.error) ?? "", { code: failureCode(status, body), error: asText(record.error), details });
  }
  if (envelope) return { status, message: asText(body.message), data: ("data" in body ? body.data : body) as T, envelope: body };
  return { status, data: body as T };
}

function send(path: string, method: Method, options: RequestOptions, auth: boolean): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { Accept: "application/json", ...authHeaders(auth) };
  if (options.form && options.onProgress) {
    const onProgress = options.onProgress;
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, path);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new ApiError(0, ""));
      xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
      options.signal?.addEventListener("abort", () => xhr.abort());
      xhr.send(options.form ?? null);
    });
  }
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  return fetch(path, { method, headers, body, signal: options.signal, cache: "no-store" }).then(
    async (response) => ({ status: response.status, text: await response.text() }),
    (error: unknown) => {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new ApiError(0, "");
    },
  );
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const auth = options.auth !== false;
  const method = options.method ?? (options.json !== undefined || options.form ? "POST" : "GET");
  const { status, text } = await send(path, method, options, auth);
  const body = parseBody(text);
  if (auth && options.expireOn401 !== false && isFailure(status, body) && failureCode(status, body) === "unauthorized") return expireSession();
  if (auth && isFailure(status, body) && failureCode(status, body) === "password_change_required") {
    return expireSession(isRecord(body) ? asText(body.message) : undefined, true);
  }
  if (auth && isFailure(status, body) && failureCode(status, body) === "two_factor_setup_required") {
    return sendToTwoFactorSetup(isRecord(body) ? asText(body.message) : undefined);
  }
  return unwrap<T>(status, body);
}

/** A protected file download (the leads CSV): fetched with the token, handed back as a blob. */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename?: string }> {
  let response: Response;
  try {
    response = await fetch(path, { headers: authHeaders(true), cache: "no-store" });
  } catch {
    throw new ApiError(0, "");
  }
  if (!response.ok) {
    const body = parseBody(await response.text());
    if (failureCode(response.status, body) === "unauthorized") return expireSession();
    unwrap(response.status, body);
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), filename: filename ? decodeURIComponent(filename) : undefined };
}
