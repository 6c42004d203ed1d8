/** The exact texts of admin.md §5 and §8 for the authentication screen. */
export const AUTH_TEXT = {
  fallbackError: "Something went wrong!",
  required: "Please fill in all fields.",
  mismatch: "New password and confirm password do not match",
  otpSent: "OTP sent to your email",
  passwordChanged: "Password changed successfully",
  passwordReset: "Password reset successfully",
} as const;

/** admin.md §4: a successful change or reset shows for 2 seconds, then back to login. */
export const SUCCESS_PAUSE_MS = 2000;
