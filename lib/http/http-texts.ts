/**
 * The texts of the HTTP layer's own answers, none quoted by the specification: one sentence
 * each, in sentence case, ending with a full stop.
 */
export const HTTP_TEXT = {
  generic: "Something went wrong: please try again later.",
  invalidRequest: "Invalid request.",
  invalidToken: "Invalid or expired token: please log in again.",
  notFound: "Not found.",
  tooManyAttempts: "Too many attempts: please try again later.",
  busy: "The server is busy: please try again in a moment.",
  valueInUse: "This value is already in use.",
  recordInUse: "This record is still in use, or refers to one that no longer exists.",
  crossSite: "Cross-site requests are not allowed.",
  badlyEncoded: "The address is badly encoded.",
  bodyUnreadable: "The request body could not be read.",
  bodyNotObject: "The request body must be a JSON object.",
  formUnreadable: "The form data could not be read.",
  methodNotAllowed: (method: string) => `${method} is not allowed here.`,
  wrongMediaType: (mediaType: string) => `Unsupported content type: send ${mediaType}.`,
  bodyTooLarge: (limit: string) => `The request body is too large (at most ${limit}).`,
  invalidId: (name: string) => `Invalid ${name}.`,
  unstorable: (field: string) => `${field} contains a character that is not allowed (NUL or an unpaired surrogate).`,
} as const;
