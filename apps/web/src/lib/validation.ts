/** A validation provider returns true when valid, or the message to show. */
export type Validator<T> = (value: T) => true | string;

/**
 * Runs the providers in order: the first message wins; true only when every provider passes.
 * With no provider configured the value passes, with a warning so the gap is visible.
 */
export function validate<T>(
  value: T,
  providers: readonly Validator<T>[],
  label = 'field',
): true | string {
  if (providers.length === 0) {
    console.warn(`No validation provider configured for ${label}; accepting the value.`);
    return true;
  }
  for (const provider of providers) {
    const result = provider(value);
    if (typeof result === 'string') return result;
  }
  return true;
}
