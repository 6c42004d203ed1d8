// What the site's forms do before a post, for tests that post a form through the API: fetch
// GET /api/altcha, solve it (altcha-lib, the algorithm the forms run), wait out the challenge's
// `wait` as the forms do (a post sooner is stored as spam), and send the solution as `altcha`.
import type { APIRequestContext } from "@playwright/test";
import { solveChallenge } from "altcha-lib/v1";

export async function withSolution<Fields extends Record<string, string>>(request: APIRequestContext, fields: Fields, base = ""): Promise<Fields & { altcha: string }> {
  const answer = await request.get(`${base}/api/altcha`);
  if (!answer.ok()) throw new Error(`GET /api/altcha answered ${answer.status()}`);
  const challenge = (await answer.json()) as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
  const arrivedAt = Date.now();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error("the challenge could not be solved");
  const wait = Number(new URLSearchParams(challenge.salt.split("?")[1] ?? "").get("wait")) || 0;
  const left = arrivedAt + wait - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  const { algorithm, salt, signature } = challenge;
  return { ...fields, altcha: btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature })) };
}
