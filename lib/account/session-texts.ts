/** The answers of the sessions endpoints and the texts of the "Where you're signed in" screen. */
export const SESSION_TEXT = {
  listed: (count: number) => (count === 1 ? "1 live session." : `${count} live sessions.`),
  ended: "Session ended. That browser is signed out at its next step.",
  othersEnded: (count: number) =>
    count === 0 ? "No other session was live." : count === 1 ? "Ended 1 other session." : `Ended ${count} other sessions.`,
  notFound: "No such live session: it may have ended already.",
  newBrowserSubject: "New sign-in from a new browser",
} as const;
