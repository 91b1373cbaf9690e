import { useId, type ComponentProps } from "react";

import { cn } from "../../lib/cn.js";

/** A native checkbox with its label beside it: keyboard and screen readers work as browsers made them. */
export function CheckboxField({ label, className, ...props }: { label: string } & Omit<ComponentProps<"input">, "type">) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <input
        {...props}
        id={id}
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer rounded-sm accent-[var(--color-accent)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      />
      <label htmlFor={id} className="cursor-pointer text-sm text-foreground">
        {label}
      </label>
    </div>
  );
}
