/**
 * The error the built-in search throws when it cannot reach or read what it needs (an index
 * file, the engine's chunk): DocSearch shows its "Unable to fetch results" screen only for an
 * error named `RetryError` (what algoliasearch throws when every host failed).
 */
export class RetryError extends Error {
  override name = 'RetryError';
  readonly transporterStackTrace: unknown[] = [];
  constructor(message: string, options?: { cause?: unknown }) {
    super(message);
    if (options?.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}
