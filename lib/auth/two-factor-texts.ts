/**
 * The texts of two-factor sign-in (contract §8), shared by the calls and the screens: one
 * sentence each, in sentence case, ending with a full stop.
 */
export const TWO_FACTOR_TEXT = {
  codeRequired: "Enter the code from your authenticator app, or a recovery code.",
  invalidCode: "The code is wrong, expired or already used.",
  codeMissing: "Code is required.",
  codeTooLong: "Code is too long.",
  wrongPassword: "The password is wrong.",
  setupStarted: "Scan the QR code, then enter the first code it shows.",
  noPendingSetup: "Start the set-up first: the secret to confirm has expired or was never made.",
  alreadyOn: "Two-factor sign-in is already on: turn it off first to set it up again.",
  notOn: "Two-factor sign-in is not on for this account.",
  enabled: "Two-factor sign-in is on. Keep the recovery codes somewhere safe: they are shown only this once.",
  disabled: "Two-factor sign-in is off.",
  setupRequired: "Two-factor sign-in is required for every account: set it up before anything else.",
  policyOn: "Two-factor sign-in is now required for every account.",
  policyOff: "Two-factor sign-in is no longer required for every account.",
  policyNeedsOwnFactor: "Turn on two-factor sign-in for your own account first.",
  status: "Two-factor sign-in status.",
} as const;
