/**
 * Text an island wrote over the server's (a date in the reader's zone, a
 * button's busy words), each node's first text kept: an island that hands
 * the page to the app puts the server's text back first, since React takes
 * a page over only if it finds the HTML it would have rendered (a text that
 * differs makes it render the whole page again, and what was typed is lost).
 */
const written = new Map<Node, string | null>();

export function writeText(node: Node, text: string): void {
  if (!written.has(node)) written.set(node, node.textContent);
  node.textContent = text;
}

/** One node's text back to the server's (a button done working). */
export function restoreText(node: Node): void {
  if (!written.has(node)) return;
  node.textContent = written.get(node) ?? null;
  written.delete(node);
}

/** Every text the islands wrote, back to the server's. */
export function restoreServerText(): void {
  for (const [node, text] of written) node.textContent = text;
  written.clear();
}
