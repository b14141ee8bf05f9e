/**
 * Reads a `<script type="application/json">` element the server wrote into the document (the
 * public configuration, page data, the boot plan). No imports, so the boot module stays tiny.
 *
 * @returns the parsed value, or `undefined` when the element is missing or empty
 * @throws {SyntaxError} when the element holds invalid JSON (the server never writes any)
 */
export function readJsonElement<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? JSON.parse(text) as T : undefined;
}
