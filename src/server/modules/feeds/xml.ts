// Text inside XML: the five special characters escaped, and the characters
// XML 1.0 forbids (most C0 controls, lone surrogates, U+FFFE/FFFF) dropped, so
// admin-written text can never break the document.

const SPECIAL: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
// eslint-disable-next-line no-control-regex -- matching the characters XML forbids is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function xmlText(value: string): string {
  return value.replace(FORBIDDEN, "").replace(/[&<>"']/g, (c) => SPECIAL[c]!);
}

/** `<name attr="…">text</name>`, or nothing when the text is empty. */
export function element(name: string, text: string | null | undefined, attributes: Record<string, string | number> = {}): string {
  if (text === null || text === undefined || text === "") return "";
  return `<${name}${attrs(attributes)}>${xmlText(text)}</${name}>`;
}

export function attrs(attributes: Record<string, string | number>): string {
  return Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${xmlText(String(v))}"`)
    .join("");
}
