import type { ButtonHTMLAttributes, Ref } from "react";
import { cx } from "./class-names";

type Variant = "primary" | "success" | "secondary" | "danger" | "ghost" | "dangerGhost";
type Size = "sm" | "md";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-leaf-700 text-white shadow-sm hover:bg-leaf-800 disabled:bg-leaf-700/60",
  success: "bg-green-600 text-white shadow-sm hover:bg-green-700 disabled:bg-green-600/60",
  secondary: "border border-neutral-300 bg-white text-neutral-800 shadow-sm hover:bg-neutral-50 disabled:text-neutral-400",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-600/60",
  ghost: "text-neutral-700 hover:bg-neutral-100 disabled:text-neutral-400",
  dangerGhost: "text-red-700 hover:bg-red-50 disabled:text-red-300",
};

const SIZES: Record<Size, string> = {
  sm: "h-8 gap-1.5 rounded-md px-2.5 text-sm",
  md: "h-10 gap-2 rounded-lg px-4 text-sm",
};

/** The classes of the back-office button, for links that look like one. */
export function buttonClass(variant: Variant = "primary", size: Size = "md", className?: string): string {
  return cx(
    "inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed",
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

/** The one button style of the back office; `type` defaults to "button" so forms submit only on purpose. */
export function Button({
  variant = "primary",
  size = "md",
  className,
  type = "button",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size; ref?: Ref<HTMLButtonElement> }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
