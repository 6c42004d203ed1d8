"use client";

import { Download, X } from "lucide";
import { useRef, useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { BUTTON, ICON_BUTTON } from "../ui/styles";
import { firstIssueByField } from "@/lib/forms/first-issue-by-field";
import { BROCHURE_REQUEST_LIMITS, brochureRequestSchema } from "@/lib/leads/brochure-request-schema";
import { ProofOfWork, postWithProof } from "@/lib/leads/proof-of-work-client";
import { HONEYPOT_FIELD } from "@/lib/leads/public-form-fields";
import { HoneypotField } from "../honeypot-field";

type BrochureRequest = Record<keyof typeof BROCHURE_REQUEST_LIMITS, string>;
type BrochureRequestErrors = Partial<Record<keyof BrochureRequest, string>>;

const EMPTY: BrochureRequest = { name: "", contact: "", email: "" };
const SEND_FAILED = "Failed to send email. Please try again.";
const NO_PDF = "Email sent, but brochure is unavailable.";

const FIELDS: { name: keyof BrochureRequest; label: string; type: string; autoComplete: string; inputMode?: "numeric" | "email" }[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "contact", label: "Contact Number", type: "tel", autoComplete: "tel-national", inputMode: "numeric" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" },
];

/**
 * The Download button and its form: name, 10-digit contact number and email are sent to
 * /api/send-email, then the brochure opens in a new tab. The tab is opened during the click
 * itself (popup blockers allow that) and pointed at the PDF once the server has answered. The
 * proof of work is solved in the background from the form's first focus (opening it focuses Name).
 */
export function BrochureRequestForm({ title }: { title: string }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<BrochureRequest>(EMPTY);
  const [errors, setErrors] = useState<BrochureRequestErrors>({});
  const [message, setMessage] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const [proof] = useState(() => new ProofOfWork());

  const close = () => {
    setOpen(false);
    setErrors({});
    setMessage(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? "");
    // The server's own schema: what the browser accepts, the server accepts.
    const checked = brochureRequestSchema.safeParse(values);
    const found: BrochureRequestErrors = checked.success ? {} : firstIssueByField(checked.error.issues);
    setErrors(found);
    setMessage(null);
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      document.getElementById(`brochure-${firstInvalid.name}`)?.focus();
      return;
    }
    const tab = window.open("about:blank", "_blank");
    if (tab) tab.opener = null;
    setSending(true);
    const fail = (text: string) => {
      tab?.close();
      // Ready for the next try.
      proof.prepare();
      setMessage({ tone: "error", text });
    };
    try {
      let response: Response;
      try {
        response = await postWithProof("/api/send-email", { name: values.name.trim(), contact: values.contact.trim(), email: values.email.trim(), [HONEYPOT_FIELD]: honeypot }, proof);
      } catch {
        fail(SEND_FAILED);
        return;
      }
      const data = (await response.json().catch(() => ({}))) as { error?: string; message?: string; pdf_file?: string | null };
      if (!response.ok) {
        fail(data.error || data.message || SEND_FAILED);
        return;
      }
      if (!data.pdf_file) {
        tab?.close();
        setMessage({ tone: "info", text: NO_PDF });
        return;
      }
      if (tab) tab.location.href = data.pdf_file;
      else window.open(data.pdf_file, "_blank", "noopener");
      setValues(EMPTY);
      close();
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={`${BUTTON.primary} px-8`}>
        <Icon icon={Download} className="size-4" />
        Download
      </button>

      <Dialog open={open} onClose={close} labelledBy="brochure-form-title" describedBy="brochure-form-intro" initialFocusRef={nameRef} className="relative w-full max-w-lg rounded-[1.75rem] bg-white p-7 shadow-2xl sm:p-9">
        <button type="button" onClick={close} aria-label="Close" className={`${ICON_BUTTON} absolute top-3 right-3 text-neutral-600 hover:bg-neutral-100`}>
          <Icon icon={X} />
        </button>
        <h2 id="brochure-form-title" className="pr-10 font-display text-2xl font-semibold text-leaf-950">
          Download the E-Brochure
        </h2>
        <p id="brochure-form-intro" className="mt-2 text-sm text-neutral-600">
          Leave your details and “{title}” opens in a new tab.
        </p>
        <form noValidate onSubmit={submit} onFocus={() => proof.prepare()} className="mt-6 space-y-4">
          {FIELDS.map((field) => {
            const error = errors[field.name];
            const id = `brochure-${field.name}`;
            return (
              <div key={field.name}>
                <label htmlFor={id} className="block text-sm font-semibold text-neutral-800">
                  {field.label}
                </label>
                <input
                  ref={field.name === "name" ? nameRef : undefined}
                  id={id}
                  name={field.name}
                  type={field.type}
                  inputMode={field.inputMode}
                  autoComplete={field.autoComplete}
                  maxLength={BROCHURE_REQUEST_LIMITS[field.name]}
                  value={values[field.name]}
                  onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={`mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base outline-none transition focus:ring-4 ${
                    error ? "border-red-600 focus:ring-red-100" : "border-neutral-300 focus:border-leaf-600 focus:ring-leaf-100"
                  }`}
                />
                {error && (
                  <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          {message && (
            <p role={message.tone === "error" ? "alert" : "status"} className={`rounded-xl px-4 py-3 text-sm font-medium ${message.tone === "error" ? "bg-red-50 text-red-800" : "bg-amber-50 text-amber-900"}`}>
              {message.text}
            </p>
          )}
          <div className="flex justify-end gap-3 pt-2">
            <button type="button" onClick={close} className={BUTTON.outline}>
              Cancel
            </button>
            <button type="submit" disabled={sending} className={BUTTON.primary}>
              {sending ? "Sending..." : "Submit"}
            </button>
          </div>
          <HoneypotField id="brochure-website" />
        </form>
      </Dialog>
    </>
  );
}
