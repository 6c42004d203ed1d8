import { expect, test } from "@playwright/test";

// The real server: parallel wrong passwords from one address and username get no more than the
// failure budget of checks (each a 401; the rest 429, or 503 while the hashing slots are
// taken), and the home page answers while they run. Ten guesses keep this address's own budget
// (20) clear of the other server tests.
test("a burst of wrong passwords gets at most 5 checks while / keeps answering", async ({ request }) => {
  // Warm: the first render of / after a start is not what this measures.
  expect((await request.get("/", { headers: { Accept: "text/html" } })).status()).toBe(200);
  let settled = false;
  const burst = Promise.all(
    Array.from({ length: 10 }, () => request.post("/logAdmin", { data: { username: "burst-probe", password: "wrong-password" } })),
  ).then((answers) => {
    settled = true;
    return answers;
  });
  const home = await request.get("/", { headers: { Accept: "text/html" } });
  expect(home.status()).toBe(200);
  expect(settled).toBe(false);
  const answers = await burst;
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  for (const answer of answers.filter((a) => a.status() !== 401)) expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
});
