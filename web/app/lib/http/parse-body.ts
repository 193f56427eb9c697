/**
 * Response bodies are JSON; some platforms answer with a JSON document encoded once more as a
 * JSON string (spec 7: "Response bodies given as a JSON string are parsed"). Both come back as
 * the value; anything that is not JSON comes back as the text itself.
 */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof value === 'string') {
    const inner = value.trim();
    if (inner.startsWith('{') || inner.startsWith('[')) {
      try {
        return JSON.parse(inner);
      } catch {
        return value;
      }
    }
  }
  return value;
}
