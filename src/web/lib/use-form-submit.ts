import { useState, type FormEvent } from "react";

import { formValues } from "./form-values.js";

/**
 * A form's submit handler and its pending flag: reads the named fields,
 * marks the form busy while `run` works (buttons show "Saving..." etc.),
 * and clears the flag whatever happens.
 */
export function useFormSubmit<K extends string>(names: readonly K[], run: (values: Record<K, string>, form: HTMLFormElement) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(event, names);
    setPending(true);
    void run(values, form).finally(() => setPending(false));
  };
  return { pending, onSubmit };
}
