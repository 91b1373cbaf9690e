/**
 * Stay Sharp's form on a page without the app (docs/decisions/116): its code
 * (the request, the toasts and React to show them) loads when the form is
 * first used, not with the page. The browser checks the address first, as
 * in the app; the button, disabled in the server's HTML so that the form is
 * never sent as a GET, works once this runs.
 */
export function startNewsletterForm(signal?: AbortSignal): void {
  const form = document.querySelector<HTMLFormElement>("form[data-newsletter-form]");
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !button) return;
  const load = () => import("./newsletter-send.js");
  form.addEventListener("focusin", () => void load(), { once: true, signal });
  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      if (button.disabled) return;
      const email = form.elements.namedItem("email");
      button.disabled = true;
      void load()
        .then(({ sendNewsletterForm }) => sendNewsletterForm(email instanceof HTMLInputElement ? email.value : "", form))
        .finally(() => (button.disabled = false));
    },
    { signal },
  );
  button.disabled = false;
}
