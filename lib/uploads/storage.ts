/** A stored file opened for reading: its headers are known, its bytes not yet read. */
export interface StoredObject {
  /** Size in bytes. */
  readonly size: number;
  /** A quoted validator, the same for every instance that reads the same object. */
  readonly etag: string;
  /** The bytes; the stream owns the object from here and releases it when done or cancelled. */
  body(): ReadableStream<Uint8Array>;
  /** Releases the object without reading it (HEAD, 304). */
  discard(): Promise<void>;
}

/**
 * Where a stored object is: served at `/uploads/<key>`, or kept privately for the trash (never
 * served: its place is under a dot-named prefix, `.trash/`, which no served key may have).
 */
export type Place = "public" | "trash";

/** The prefix of the private place, inside the folder or bucket. Dot-named: uploadKey refuses it. */
export const TRASH_PREFIX = ".trash";

/**
 * Where uploaded files live: the local upload folder or an S3-compatible bucket, chosen once
 * from the configuration (see uploadStorage). Keys are what uploadKey makes, `2025/01/<name>`;
 * a storage refuses any other key.
 */
export interface Storage {
  readonly kind: "disk" | "s3";
  /** Where the files go, for logs (never for visitors). */
  describe(): string;
  /** Creates the folder or bucket when it is missing; run once at start. */
  prepare(): Promise<void>;
  /** Throws an Error with a clear message when the store cannot be used right now. */
  check(): Promise<void>;
  /**
   * Stores the bytes under the key in `place` (the served one unless said: a draft's new file
   * goes straight to the private place, so it is never public before it is published); readers
   * never see a half-written file.
   */
  put(key: string, data: Uint8Array, contentType: string, place?: Place): Promise<void>;
  /**
   * The object under the key in `place` (the served one unless said), or null when there is none
   * (or the key is refused). The private place is read only for a preview of a draft's files
   * and for an administrator's grant.
   */
  open(key: string, place?: Place): Promise<StoredObject | null>;
  /**
   * Deletes the object, in the served place and in the private one (and what a cut-short write
   * of it left); resolves to whether there was one.
   */
  remove(key: string): Promise<boolean>;
  /**
   * Moves the object to `place` (the trash hides a deleted record's files and restore brings them
   * back). Idempotent, so an interrupted move can be run again: resolves to whether the object is
   * now there (false when it is in neither place).
   */
  move(key: string, place: Place): Promise<boolean>;
  /**
   * Deletes what interrupted writes left that no key names (the folder's `.tmp-*` files) once
   * older than `olderThanMs`; answers what it deleted. A bucket has none: one PUT is atomic.
   */
  removeStaleTemporaryFiles(olderThanMs: number): Promise<string[]>;
}
