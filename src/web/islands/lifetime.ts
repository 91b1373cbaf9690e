/**
 * The islands' life on a page (docs/decisions/116, 119): every listener an
 * island adds goes with this signal, which ends when the app takes the page
 * over (app-boot.ts), so that nothing answers a press twice.
 */
const controller = new AbortController();

export const islandsSignal: AbortSignal = controller.signal;

/** Ends every island on the page. */
export function endIslands(): void {
  controller.abort();
}
