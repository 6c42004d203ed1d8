/** The exact texts of admin.md §5 and §8, shared by the sign-in screen and the authentication calls. */
export const AUTH_TEXT = {
  fallbackError: "Something went wrong!",
  required: "Please fill in all fields.",
  mismatch: "New password and confirm password do not match",
  otpSent: "OTP sent to your email",
  passwordChanged: "Password changed successfully",
  passwordReset: "Password reset successfully",
  usernameChanged: "Username changed successfully",
} as const;

/**
 * Every other text of the sign-in and account calls, none quoted by the specification: one
 * sentence each, in sentence case, ending with a full stop.
 */
export const ACCOUNT_TEXT = {
  loggedOut: "Logged out successfully.",
  usernameRequired: "Username is required.",
  usernameTooLong: "Username is too long.",
  passwordRequired: "Password is required.",
  passwordTooLong: "Password is too long.",
  oldPasswordRequired: "Old password is required.",
  newPasswordRequired: "New password is required.",
  newPasswordTooShort: (min: number) => `New password must be at least ${min} characters long.`,
  newPasswordCommon: "New password is one of the commonest passwords: choose another.",
  newPasswordTooLong: "New password must be at most 72 characters long.",
  newPasswordUnchanged: "New password must be different from the old password.",
  otpRequired: "OTP is required.",
  invalidOtp: "Invalid or expired OTP.",
  newUsernameRequired: "New username is required.",
  newUsernameTooLong: "Username must be at most 50 characters long.",
  usernameCharacters: "Username may contain only letters, digits, dots, underscores, hyphens and @.",
  sameUsername: "The new username is the same as the current one.",
  usernameTaken: "Username is already taken.",
  invalidCredentials: "Invalid username or password.",
  loginRequired: "Authentication required: please log in.",
  passwordChangeRequired: "Change the generated password first: use Change password on the sign-in screen.",
  ownersOnly: "Only an owner can do this.",
} as const;
