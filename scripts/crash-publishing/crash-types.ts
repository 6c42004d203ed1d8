// What the kill -9 runs of publish, restore and purge pass between the runner and its workers.

/**
 * `scheduled`: a draft whose publishing time has come, published by the scheduler's run;
 * `version-restore`: an older version restored and published; `trash-restore`: a deleted record
 * brought back from the trash.
 */
export type CrashOperation = "publish" | "scheduled" | "version-restore" | "trash-restore" | "purge";

/** One testimonial's state, as far as the operations change it. */
export interface CrashState {
  live: { user_name: string; user_image: string } | null;
  draft: { user_name: string; user_image: string } | null;
  versions: number;
  /** The newest published version's values: they must be the live ones. */
  lastPublished: { user_name: string; user_image: string } | null;
  trash: boolean;
  /** Activity entries of the operation's action for the record. */
  activity: number;
}

/** An operation about to run, with the state before it and the state it leaves when it completes. */
export interface Expectation {
  operation: CrashOperation;
  killAt: number;
  id: number;
  action: string;
  before: CrashState;
  after: CrashState;
}

/** What a killed operation left, read by the next worker after the sweeps. */
export interface Verdict {
  operation: CrashOperation;
  killAt: number;
  outcome: "old" | "new" | "half";
  state: CrashState;
  /** Files in storage that nothing names. */
  orphans: string[];
  /** Files something names that are in no place. */
  missing: string[];
  /** Files served though only something private names them, or private though a live record names them. */
  misplaced: string[];
  /** Pending upload rows left after the sweep. */
  pending: number;
}

export interface WorkerOrder {
  /** Absent: only judge. */
  operation?: CrashOperation;
  /** Kill after this many steps of the operation; 0 runs it to the end. */
  killAt: number;
  round: number;
  /** The previous worker's operation, to judge first. */
  judge?: Expectation;
}
