import type { FormEvent } from "react";

/** Reads named text fields of a submitted form (uncontrolled inputs). */
export function formValues<K extends string>(event: FormEvent<HTMLFormElement>, names: readonly K[]): Record<K, string> {
  const data = new FormData(event.currentTarget);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? "")])) as Record<K, string>;
}
