import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cx } from "./class-names";

const controlClass =
  "w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-400 " +
  "focus:border-leaf-600 focus:ring-2 focus:ring-leaf-600/20 focus:outline-none disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500 " +
  "read-only:bg-neutral-50 aria-invalid:border-red-500";

export function Input({ className, ref, ...rest }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cx(controlClass, "h-10", className)} {...rest} />;
}

export function Textarea({ className, ref, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea ref={ref} className={cx(controlClass, "py-2 leading-relaxed", className)} {...rest} />;
}

export function Select({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cx(controlClass, "h-10 pr-8", className)} {...rest} />;
}
