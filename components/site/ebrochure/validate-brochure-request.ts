export interface BrochureRequest {
  name: string;
  contact: string;
  email: string;
}

export type BrochureRequestErrors = Partial<Record<keyof BrochureRequest, string>>;

/** The brochure form's rules and texts (public-site.md §5). */
export function validateBrochureRequest(values: BrochureRequest): BrochureRequestErrors {
  const errors: BrochureRequestErrors = {};
  if (!values.name.trim()) errors.name = "Name is required";
  const contact = values.contact.trim();
  if (!contact) errors.contact = "Contact number is required";
  else if (!/^\d{10}$/.test(contact)) errors.contact = "Contact number must be 10 digits";
  const email = values.email.trim();
  if (!email) errors.email = "Email is required";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = "Email is invalid";
  return errors;
}
