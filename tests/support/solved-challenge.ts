// The proof of work a browser does before posting a public form: fetch GET /api/altcha, solve
// it with altcha-lib (the tests run with a small ALTCHA_MAX_NUMBER, see tests/setup), and send
// the solution as `altcha`, ALTCHA's base64 JSON payload.
import { solveChallenge } from "altcha-lib/v1";
import { GET as getChallenge } from "@/app/api/altcha/route";

/** ALTCHA's payload for a solved challenge. */
export function altchaPayload(challenge: { algorithm: string; challenge: string; salt: string; signature: string }, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}

/** A fresh challenge from the route, solved: good for one post. */
export async function solvedChallenge(): Promise<string> {
  const challenge = await (await getChallenge(new Request("http://localhost/api/altcha"))).json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error(`challenge not solved: ${JSON.stringify(challenge)}`);
  return altchaPayload(challenge, solution.number);
}

/** A form's fields with a fresh solution, as the site's forms post them. */
export async function withSolution<Fields extends object>(fields: Fields): Promise<Fields & { altcha: string }> {
  return { ...fields, altcha: await solvedChallenge() };
}
