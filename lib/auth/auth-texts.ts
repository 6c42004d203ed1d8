/** The exact texts of admin.md §5 and §8, shared by the sign-in screen and the authentication calls. */
export const AUTH_TEXT = {
  fallbackError: "Something went wrong!",
  required: "Please fill in all fields.",
  mismatch: "New password and confirm password do not match",
  otpSent: "OTP sent to your email",
  passwordChanged: "Password changed successfully",
  passwordReset: "Password reset successfully",
} as const;
