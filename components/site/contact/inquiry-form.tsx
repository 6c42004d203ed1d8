"use client";

import { Check, CircleAlert, Send } from "lucide";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { firstIssueByField } from "@/lib/forms/first-issue-by-field";
import { INQUIRY_LIMITS, inquirySchema } from "@/lib/leads/inquiry-schema";
import { ProofOfWork, postWithProof } from "@/lib/leads/proof-of-work-client";
import { HONEYPOT_FIELD } from "@/lib/leads/public-form-fields";
import { Icon } from "@/components/ui/icon";
import { HoneypotField } from "../honeypot-field";
import { BUTTON } from "../ui/styles";

const SUCCESS_MS = 3000;
const FAILED = "Failed to send email";

type Status = { state: "idle" } | { state: "sending" } | { state: "success" } | { state: "error"; message: string };

const INPUT =
  "mt-1.5 block w-full rounded-xl border border-neutral-300 bg-white px-4 py-3 text-base outline-none transition placeholder:text-neutral-400 focus:border-leaf-600 focus:ring-4 focus:ring-leaf-100";
const LABEL = "block text-sm font-semibold text-neutral-800";

// The one-line fields, two to a row from `sm` up; the message comes after them.
const FIELDS: { id: string; name: Exclude<keyof typeof INQUIRY_LIMITS, "message">; label: string; type: string; autoComplete?: string; inputMode?: "tel" }[] = [
  { id: "inquiry-name", name: "name", label: "Full Name", type: "text", autoComplete: "name" },
  { id: "inquiry-contact", name: "contactNo", label: "Contact Number", type: "tel", autoComplete: "tel", inputMode: "tel" },
  { id: "inquiry-email", name: "email", label: "Email Address", type: "email", autoComplete: "email" },
  { id: "inquiry-subject", name: "subject", label: "Subject", type: "text" },
];

/**
 * 'Inquiry Now': five required fields posted to /api/inquiry/send-contact. A success view
 * shows for 3 s, then the form comes back empty (public-site.md §4). The proof of work is solved
 * in the background from the form's first focus.
 */
export function InquiryForm() {
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [proof] = useState(() => new ProofOfWork());
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (status.state !== "success") return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => setStatus({ state: "idle" }), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status.state]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? "").trim();
    const inquiry = { name: field("name"), contactNo: field("contactNo"), email: field("email"), subject: field("subject"), message: field("message") };
    // The browser has checked presence and types; the server's own schema checks the rest.
    const checked = inquirySchema.safeParse(inquiry);
    if (!checked.success) {
      const [name, message] = Object.entries(firstIssueByField(checked.error.issues))[0];
      setStatus({ state: "error", message });
      form.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
      return;
    }
    setStatus({ state: "sending" });
    let response: Response;
    try {
      response = await postWithProof("/api/inquiry/send-contact", { ...inquiry, [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? "") }, proof);
    } catch {
      proof.prepare();
      setStatus({ state: "error", message: FAILED });
      return;
    }
    if (!response.ok) {
      // Ready for the next try.
      proof.prepare();
      // The server's own explanation (validation, rate limit) when it gives one.
      const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
      setStatus({ state: "error", message: body.error || body.message || FAILED });
      return;
    }
    form.reset();
    setStatus({ state: "success" });
  };

  if (status.state === "success") {
    return (
      <div role="status" className="flex min-h-[28rem] flex-col items-center justify-center rounded-[1.75rem] bg-leaf-50 p-10 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-leaf-700 text-white shadow-lg shadow-leaf-700/30">
          <Icon icon={Check} className="size-8" />
        </span>
        <h3 ref={successRef} tabIndex={-1} className="mt-6 font-display text-3xl font-semibold text-leaf-950 outline-none">
          Message Sent!
        </h3>
        <p className="mt-3 max-w-sm text-lg text-neutral-600">Thank you for reaching out. We&apos;ll get back to you soon.</p>
      </div>
    );
  }

  const sending = status.state === "sending";
  return (
    <form onSubmit={submit} onFocus={() => proof.prepare()} className="space-y-5" aria-describedby={status.state === "error" ? "inquiry-error" : undefined}>
      {status.state === "error" && (
        <p id="inquiry-error" role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          <Icon icon={CircleAlert} className="mt-0.5 size-4 shrink-0" />
          {status.message}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name}>
            <label htmlFor={field.id} className={LABEL}>
              {field.label}
            </label>
            <input
              id={field.id}
              name={field.name}
              type={field.type}
              required
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              maxLength={INQUIRY_LIMITS[field.name]}
              className={INPUT}
            />
          </div>
        ))}
      </div>
      <div>
        <label htmlFor="inquiry-message" className={LABEL}>
          Your Message
        </label>
        <textarea id="inquiry-message" name="message" required rows={6} maxLength={INQUIRY_LIMITS.message} className={`${INPUT} resize-y`} />
      </div>
      <button type="submit" disabled={sending} className={`${BUTTON.primary} w-full sm:w-auto sm:px-10`}>
        <Icon icon={Send} className="size-4" />
        {sending ? "Sending..." : "Send Message"}
      </button>
      <HoneypotField id="inquiry-website" />
    </form>
  );
}
