"use client";

import { Eye, EyeOff } from "lucide";
import { useState, type InputHTMLAttributes } from "react";
import { Icon } from "./icon";
import { Input } from "./input";

/** A password field with a show/hide toggle (fewer typos in the new/confirm pair). */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? "text" : "password"} className="pr-10" />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        disabled={props.disabled}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-neutral-500 hover:text-neutral-800 disabled:opacity-50"
        aria-label={visible ? "Hide password" : "Show password"}
        aria-pressed={visible}
        aria-controls={props.id}
      >
        <Icon icon={visible ? EyeOff : Eye} className="size-4" />
      </button>
    </div>
  );
}
