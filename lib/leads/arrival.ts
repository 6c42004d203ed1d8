/** Why a post was taken for a robot's: shown on the lead. */
export type SpamReason = "honeypot" | "too fast";

/** How a public form's post arrived: the client address, the time since its challenge, and what the traps caught. */
export interface Arrival {
  ip: string;
  fillMs: number;
  spamReason: SpamReason | null;
}

/** The columns a new lead takes from its arrival: caught by a trap, it is spam from the start and nobody is mailed. */
export function arrivalColumns(arrival: Arrival) {
  const base = { ip: arrival.ip, fill_ms: arrival.fillMs };
  return arrival.spamReason ? { ...base, status: "spam" as const, spam_reason: arrival.spamReason, mail_status: "skipped" as const } : base;
}
