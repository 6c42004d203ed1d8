import type { ConfigVariable } from "./config-variables";

/**
 * A value a module's own reader (S3, trusted proxies) cannot use. It names the variable, so the
 * start's message names it too, without guessing from the text.
 */
export class InvalidVariable extends Error {
  constructor(
    readonly variable: ConfigVariable,
    message: string,
  ) {
    super(message);
    this.name = "InvalidVariable";
  }
}
