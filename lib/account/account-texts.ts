/**
 * The texts of the Accounts screen, the invite link and the account calls (contract §8), none
 * quoted by the specification: one sentence each, ending with a full stop.
 */
export const ACCOUNT = {
  listed: (count: number) => (count === 1 ? "1 account." : `${count} accounts.`),
  invited: (username: string) => `Invitation sent to ${username}.`,
  changed: (username: string) => `Account ${username} saved.`,
  deleted: (username: string) => `Account ${username} deleted.`,
  notFound: "Account not found.",
  usernameTaken: "That username is already taken: choose another.",
  emailRequired: "E-mail is required.",
  emailInvalid: "Enter a valid e-mail address.",
  roleInvalid: "Role must be owner or editor.",
  nothingToChange: "Send a role or a disabled flag to change.",
  disabledInvalid: "Disabled must be true or false.",
  lastOwner: "The last enabled owner cannot be demoted, disabled or deleted: make another account an owner first.",
  inviteMailFailed: "The invitation mail could not be sent, so no account was made: check the mail settings and try again.",
  tokenRequired: "The invitation link is incomplete: open the link from the mail again.",
  inviteUnknown: "This invitation link is not valid: ask an owner for a new one.",
  inviteExpired: "This invitation link has expired: ask an owner for a new one.",
  inviteUsed: "This invitation link has already been used: sign in, or ask an owner for a new one.",
  inviteAccepted: "Password set: you can sign in now.",
  me: "The signed-in account.",
  ownersOnlyScreen: (what: string) => `Only an owner can ${what}.`,
} as const;
