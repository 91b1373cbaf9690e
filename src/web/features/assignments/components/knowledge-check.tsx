import { useId, useState, type FormEvent } from "react";

import type { AttemptResult } from "../../../../shared/assignments.js";
import { useCheckAttempt, useKnowledgeCheck } from "../../../api/assignments.js";
import { Button } from "../../../components/ui/button.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { toast } from "../../../lib/use-toast.js";

/**
 * An assignment's knowledge check, taken in place: one group of choices per
 * question, every question answered before it is sent; the score and
 * whether it passed are announced; retakes are allowed (decision 097).
 */
export function KnowledgeCheck({ orgId, assignmentId, onPassed }: { orgId: string; assignmentId: string; onPassed: () => void }) {
  const { data, isError } = useKnowledgeCheck(orgId, assignmentId, true);
  const attempt = useCheckAttempt(orgId, assignmentId);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [result, setResult] = useState<AttemptResult | null>(null);
  const formId = useId();
  if (isError) return <StatusText>The knowledge check could not be loaded.</StatusText>;
  if (!data) return <StatusText>Loading knowledge check...</StatusText>;
  const complete = data.questions.every((_, i) => answers[i] !== undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    attempt.mutate(
      data.questions.map((_, i) => answers[i]!),
      {
        onSuccess: (r) => {
          setResult(r);
          if (r.passed) onPassed();
        },
        onError: (error) => toast({ variant: "destructive", title: "Error", description: error.message }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-5 border-t border-border pt-4" aria-label={`Knowledge check: ${data.title}`}>
      <p className="text-sm text-muted">
        Pass mark {data.passMark} %. {data.attempts.length ? `Attempts so far: ${data.attempts.length}.` : "Retakes are allowed."}
      </p>
      {data.questions.map((q, i) => (
        <fieldset key={i} className="flex flex-col gap-2">
          <legend className="mb-1 text-foreground">
            {i + 1}. {q.prompt}
          </legend>
          {q.choices.map((choice, c) => (
            <div key={c} className="flex items-center gap-2">
              <input
                id={`${formId}-${i}-${c}`}
                type="radio"
                name={`${formId}-${i}`}
                checked={answers[i] === c}
                onChange={() => setAnswers((a) => ({ ...a, [i]: c }))}
                className="size-5 shrink-0 cursor-pointer accent-[var(--color-accent)]"
              />
              <label htmlFor={`${formId}-${i}-${c}`} className="cursor-pointer text-sm text-foreground">
                {choice}
              </label>
            </div>
          ))}
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={!complete || attempt.isPending}>
          {attempt.isPending ? "Submitting..." : "Submit answers"}
        </Button>
        <p role="status" className={result?.passed ? "text-accent" : "text-muted"}>
          {result
            ? `${result.correct} of ${result.total} right (${result.score} %): ${result.passed ? "passed." : `not passed; ${data.passMark} % is needed. Try again.`}`
            : complete
              ? ""
              : "Answer every question to submit."}
        </p>
      </div>
    </form>
  );
}
