import { type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { defaultErrorMessages, isApiClientError } from '../errors';

/**
 * Puts a failed request's messages on a react-hook-form form: each field the server named
 * (`fields[].path`, e.g. "name.first") on that field, anything else as the form's message.
 * Returns the form message (null when every message found its field).
 */
export function applyServerError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: ReadonlyArray<Path<Values>>,
): string | null {
  if (!isApiClientError(error)) return error instanceof Error ? error.message : defaultErrorMessages.generic;
  let unplaced = false;
  for (const field of error.fields) {
    const name = fieldNames.find((candidate) => candidate === field.path);
    if (name) setError(name, { type: 'server', message: field.message });
    else unplaced = true;
  }
  return error.fields.length === 0 || unplaced ? error.message : null;
}
