import { solveChallenge } from "altcha-lib/v1";

// The browser side of the public forms' proof of work (contract §9). No widget and no worker:
// altcha-lib hashes with crypto.subtle, each hash a promise, so the page stays responsive while
// it works, and nothing beyond 'self' is needed in the content security policy.

const CHALLENGE_ENDPOINT = "/api/altcha";
/** A challenge lives 10 minutes on the server; one this old (by this browser's clock) is fetched again. */
const STALE_MS = 8 * 60 * 1000;

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

interface Solved {
  payload: string;
  /** Not posted before this (the salt's `wait` after the challenge arrived): sooner, the server takes it for a robot's. */
  readyAt: number;
}

async function fetchAndSolve(): Promise<Solved> {
  const response = await fetch(CHALLENGE_ENDPOINT, { headers: { Accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`GET ${CHALLENGE_ENDPOINT} answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  // Issued before it arrived: waiting from now is waiting at least as long on the server's clock.
  const arrivedAt = Date.now();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error("The challenge could not be solved");
  const { algorithm, salt, signature } = challenge;
  const wait = Number(new URLSearchParams(salt.split("?")[1] ?? "").get("wait")) || 0;
  return { payload: btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature })), readyAt: arrivedAt + wait };
}

/** One form's proof of work: solved in the background from the first focus, one solution per post. */
export class ProofOfWork {
  private pending: Promise<Solved> | null = null;
  private startedAt = 0;

  /** Starts fetching and solving a challenge unless a fresh one is under way or ready. */
  prepare(): void {
    if (this.pending && Date.now() - this.startedAt < STALE_MS) return;
    const started = Date.now();
    this.startedAt = started;
    this.pending = fetchAndSolve();
    // A failed fetch is tried again at the next prepare or post.
    this.pending.catch(() => {
      if (this.startedAt === started) this.pending = null;
    });
  }

  /** The solution for one post: awaits the solve, and the minimum time, when either is still running. */
  async solution(): Promise<string> {
    this.prepare();
    const solved = await this.pending!;
    this.pending = null;
    const wait = solved.readyAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return solved.payload;
  }
}

/**
 * POSTs a public form's fields as JSON with a fresh solution. A solution the server refuses
 * (`challenge_failed`: it expired while the page slept, say) is replaced once.
 */
export async function postWithProof(url: string, fields: Record<string, string>, proof: ProofOfWork): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...fields, altcha: await proof.solution() }),
    });
    if (attempt > 1 || response.status !== 400) return response;
    const { code } = (await response.clone().json().catch(() => ({}))) as { code?: string };
    if (code !== "challenge_failed") return response;
  }
}
