/** The calls and answers of two-factor sign-in (contract §8), as the screens use them. */
export const TWO_FACTOR_ENDPOINT = "/api/admin/2fa";

export interface TwoFactorStatus {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
  required_for_all: boolean;
  policy_editable: boolean;
}

export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}
