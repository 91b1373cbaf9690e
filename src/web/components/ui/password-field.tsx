import { Eye, EyeOff } from "lucide-react";
import { useId, useState, type ComponentProps } from "react";

import { cn } from "../../lib/cn.js";
import { Input } from "./input.js";
import { Label } from "./label.js";

type PasswordFieldProps = { label: string; autoComplete: "current-password" | "new-password" } & Omit<ComponentProps<"input">, "type" | "autoComplete">;

/**
 * A labelled password input with a show/hide toggle (WCAG 3.3.8: no need to
 * remember what was typed). The autocomplete value is required, so password
 * managers always know whether to fill in or to offer a new password.
 */
export function PasswordField({ label, className, ...props }: PasswordFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input {...props} id={id} type={shown ? "text" : "password"} className={cn("pr-12", className)} spellCheck={false} autoCapitalize="none" />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-controls={id}
          className="group absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-sm text-muted hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
        >
          {/* Both states, shown by aria-pressed: the login page's island shows the password without React (docs/decisions/119). */}
          <Eye aria-hidden="true" className="size-4 group-aria-pressed:hidden" />
          <EyeOff aria-hidden="true" className="hidden size-4 group-aria-pressed:block" />
          {/* Named by its text, not aria-label: the field alone answers to its label. */}
          <span className="sr-only">
            <span className="group-aria-pressed:hidden">{`Show ${label.toLowerCase()}`}</span>
            <span className="hidden group-aria-pressed:inline">{`Hide ${label.toLowerCase()}`}</span>
          </span>
        </button>
      </div>
    </div>
  );
}
