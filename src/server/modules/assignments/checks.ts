import { and, asc, desc, eq } from "drizzle-orm";

import { ASSIGNMENT_NOT_FOUND, NO_CHECK, NOT_ASSIGNED_TO_YOU, type AttemptResult, type KnowledgeCheck } from "../../../shared/assignments.js";
import { canManage, type OrgStanding } from "../../access/org-policy.js";
import type { Db } from "../../db/client.js";
import { orgAssignmentQuestions, quizAttempts } from "../../db/schema.js";
import { AppError, badRequest, notFound } from "../../errors.js";
import { appendEvent } from "../training-record/service.js";
import { certifyDone } from "./completion.js";
import { assignmentIn, assignmentReaches, type AssignmentRow } from "./service.js";

// An assignment's knowledge check (issue 33; docs/decisions/097): a few
// multiple-choice questions and a pass mark. The people it reaches take it
// (questions without their answers), as often as they like; every attempt
// is kept (quiz_attempts) and appended to the training record.

/** The assignment, when it reaches the asker (or the asker manages the organisation and only reads). */
async function checkOf(db: Db, s: OrgStanding, id: string, forAttempt: boolean): Promise<AssignmentRow> {
  const a = await assignmentIn(db, s, id);
  const reached = s.role !== null && assignmentReaches(a, { userId: s.userId, unitId: s.unitId });
  if (!reached && !(canManage(s) && !forAttempt)) {
    // Someone it does not reach learns nothing of it (a member: as if absent); an owner may read but not take it.
    if (canManage(s)) throw new AppError("FORBIDDEN", NOT_ASSIGNED_TO_YOU);
    throw notFound(ASSIGNMENT_NOT_FOUND);
  }
  if (a.passMark === null) throw notFound(NO_CHECK);
  return a;
}

const questionsOf = (db: Db, assignmentId: string) =>
  db.select().from(orgAssignmentQuestions).where(eq(orgAssignmentQuestions.assignmentId, assignmentId)).orderBy(asc(orgAssignmentQuestions.position));

export async function getCheck(db: Db, s: OrgStanding, id: string): Promise<KnowledgeCheck> {
  const a = await checkOf(db, s, id, false);
  const questions = await questionsOf(db, a.id);
  const attempts = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.assignmentId, a.id), eq(quizAttempts.userId, s.userId)))
    .orderBy(desc(quizAttempts.createdAt))
    .limit(50);
  return {
    assignmentId: a.id,
    title: a.title,
    passMark: a.passMark!,
    questions: questions.map((q) => ({ prompt: q.prompt, choices: q.choices })),
    attempts: attempts.map((t) => ({ id: t.id, score: t.score, passed: t.passed, createdAt: t.createdAt.toISOString() })),
  };
}

/** Scores one attempt, keeps it, appends it to the training record and, when it passes a done assignment with hours, issues the certificate. */
export async function attemptCheck(db: Db, s: OrgStanding, id: string, answers: number[]): Promise<AttemptResult> {
  const a = await checkOf(db, s, id, true);
  const questions = await questionsOf(db, a.id);
  if (answers.length !== questions.length) throw badRequest(`Answer every question: ${questions.length} answers are needed, ${answers.length} were given.`);
  answers.forEach((answer, i) => {
    if (answer >= questions[i]!.choices.length) throw badRequest(`Answer ${i + 1} is not one of its question's choices.`);
  });
  const correct = answers.filter((answer, i) => answer === questions[i]!.answer).length;
  const score = Math.round((correct / questions.length) * 100);
  const passed = score >= a.passMark!;
  const row = await db.transaction(async (tx) => {
    const [attempt] = await tx.insert(quizAttempts).values({ assignmentId: a.id, userId: s.userId, answers, score, passed }).returning();
    await appendEvent(tx, {
      kind: "quiz-attempt",
      userId: s.userId,
      orgId: s.orgId,
      payload: { assignmentId: a.id, attemptId: attempt!.id, score, passMark: a.passMark!, passed },
    });
    if (passed) await certifyDone(tx, s.userId, { assignmentId: a.id });
    return attempt!;
  });
  return { id: row.id, score, passed, correct, total: questions.length };
}
