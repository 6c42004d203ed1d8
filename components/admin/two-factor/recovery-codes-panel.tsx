"use client";

import { Check, Download } from "lucide";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

/** The codes as a text file: one per line, with what they are for. */
function recoveryFile(codes: string[], account: string): Blob {
  const lines = [
    `Recovery codes for the administrator account "${account}" (${window.location.host})`,
    "Each code signs in once in place of the authenticator app's code.",
    "",
    ...codes,
    "",
  ];
  return new Blob([lines.join("\n")], { type: "text/plain;charset=utf-8" });
}

/**
 * The ten recovery codes, shown this once right after two factors were turned on: a list to
 * write down and a Download button for a .txt file. Focus moves to the heading so a screen
 * reader starts here.
 */
export function RecoveryCodesPanel({ codes, account, onDone }: { codes: string[]; account: string; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const download = () => {
    const url = URL.createObjectURL(recoveryFile(codes, account));
    const link = document.createElement("a");
    link.href = url;
    link.download = "recovery-codes.txt";
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-neutral-900 focus:outline-none">
        Save your recovery codes
      </h2>
      <p className="text-sm text-neutral-700">
        If you lose the phone with your authenticator app, each of these codes signs you in once. They are shown only now: download them or write them
        down, and keep them somewhere safe.
      </p>
      <ol aria-label="Recovery codes" className="grid max-w-md grid-cols-2 gap-2 rounded-lg bg-neutral-50 p-4 font-mono text-sm text-neutral-900 ring-1 ring-neutral-200">
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={download}>
          <Icon icon={Download} className="size-4" />
          Download
        </Button>
        <Button onClick={onDone}>
          <Icon icon={Check} className="size-4" />
          I have saved them
        </Button>
      </div>
    </div>
  );
}
