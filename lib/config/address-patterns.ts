// The project's two e-mail address rules, deliberately plain: one @, no spaces, and nothing
// that could start a second address, a comment or a header. Plain constants, so the browser's
// form checks use them too.

/** One bare mailbox, as configuration and mail headers take it ("no-reply@localhost" included). */
export const MAILBOX = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

/** An address a person types into a form: a mailbox whose domain has a dot. Real checking is the reply. */
export const EMAIL_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;
