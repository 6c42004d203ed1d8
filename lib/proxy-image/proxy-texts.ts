/** The image proxy's answers (contract §5 quotes none): one sentence each, in sentence case, ending with a full stop. */
export const PROXY_TEXT = {
  urlRequired: "A url parameter is required.",
  invalidUrl: "Invalid URL.",
  httpOnly: "Only http and https addresses can be proxied.",
  credentials: "Addresses with credentials are not allowed.",
  notAllowed: "This address is not allowed.",
  hostNotFound: "The address's host could not be found.",
  tooManyRedirects: "The address redirected too many times.",
  badRedirect: "The address redirected to an invalid address.",
  upstreamStatus: (status: number) => `The address answered with status ${status}.`,
  notImage: "The address did not return an image or a PDF.",
  tooLarge: "The file is too large.",
  timedOut: "The address took too long to answer.",
  unreachable: "The address could not be fetched.",
  busy: "Too many images are being fetched right now: please try again in a moment.",
} as const;
