import { z } from "zod";

import { pageOf, pageQuerySchema } from "./content.js";
import { USER_ID } from "./members.js";
import { orgParams, PERSON_NOT_FOUND, UNIT_NOT_FOUND } from "./orgs.js";
import { plainText } from "./text.js";

// Assignments, completion and rosters (issue 33; docs/decisions/097): training
// assigned to a whole organisation, a unit or a person, with a due date,
// optional credit hours and an optional knowledge check; each person's status
// on it; a member's "Assigned to you"; acknowledging a PDF.

export const ASSIGNMENT_KINDS = ["post", "episode", "item", "series"] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];
/** The kinds a person can complete (a series is a list of them). */
export type CompletableKind = Exclude<AssignmentKind, "series">;
export const ROSTER_STATUSES = ["done", "in-progress", "not-started", "overdue"] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];

/** Audio and video count as completed from this share played (progress calls 95 % "finished"). */
export const COMPLETED_SHARE = 0.9;
/** What a member confirms for a PDF, recorded with the hash of the file they were shown. */
export const ACKNOWLEDGMENT_STATEMENT = "I have read and understood this";

export const QUESTIONS = { min: 2, max: 20 } as const;
export const CHOICES = { min: 2, max: 6 } as const;
export const PROMPT_MAX = 500;
export const CHOICE_MAX = 200;
export const HOURS_MAX = 1000;

export const ASSIGNMENT_NOT_FOUND = "Assignment not found.";
export const CONTENT_NOT_FOUND = "Content not found.";
export const SERIES_WITHOUT_PARTS = "This series has no published parts to complete yet.";
export const DUE_IN_PAST = "The due date must be in the future.";
export const NO_CHECK = "This assignment has no knowledge check.";
export const NOT_ASSIGNED_TO_YOU = "This assignment is not assigned to you.";
export const NOT_A_PDF = "Only PDF items are acknowledged; articles, audio and video count when read or played.";
export const ITEM_NOT_FOUND = "Item not found.";

const question = z.strictObject({
  prompt: plainText("Question").trim().min(1, "Each question needs a prompt.").max(PROMPT_MAX, `A question must be at most ${PROMPT_MAX} characters.`),
  choices: z
    .array(plainText("Choice").trim().min(1, "A choice must not be empty.").max(CHOICE_MAX, `A choice must be at most ${CHOICE_MAX} characters.`), {
      error: "Each question needs a list of choices.",
    })
    .min(CHOICES.min, `Each question needs at least ${CHOICES.min} choices.`)
    .max(CHOICES.max, `A question has at most ${CHOICES.max} choices.`),
  answer: z
    .number({ error: "Each question needs the index of its right answer." })
    .int("The answer is the index of a choice.")
    .min(0, "The answer is the index of a choice."),
});

export const createAssignmentSchema = z
  .strictObject({
    kind: z.enum(ASSIGNMENT_KINDS, { error: "Kind must be post, episode, item or series." }),
    recordId: z.uuid({ error: CONTENT_NOT_FOUND }),
    dueAt: z.iso.datetime({ offset: true, error: "Due date must be a date and time (ISO 8601)." }),
    hours: z
      .number({ error: "Hours must be a number." })
      .positive("Hours must be more than 0.")
      .max(HOURS_MAX, `Hours must be at most ${HOURS_MAX}.`)
      .optional(),
    unitId: z.uuid({ error: UNIT_NOT_FOUND }).optional(),
    userId: z.string().regex(USER_ID, PERSON_NOT_FOUND).optional(),
    passMark: z
      .number({ error: "Pass mark must be a number." })
      .int("Pass mark must be a whole percent.")
      .min(1, "Pass mark must be at least 1 %.")
      .max(100, "Pass mark must be at most 100 %.")
      .optional(),
    questions: z
      .array(question, { error: "Questions must be a list." })
      .min(QUESTIONS.min, `A knowledge check has at least ${QUESTIONS.min} questions.`)
      .max(QUESTIONS.max, `A knowledge check has at most ${QUESTIONS.max} questions.`)
      .optional(),
  })
  .refine((v) => !(v.unitId && v.userId), { message: "Assign to a unit or to a person, not both.", path: ["userId"] })
  .refine((v) => (v.questions === undefined) === (v.passMark === undefined), {
    message: "A knowledge check needs both its questions and a pass mark.",
    path: ["passMark"],
  })
  .refine((v) => (v.questions ?? []).every((q) => q.answer < q.choices.length), {
    message: "Each answer must be the index of one of its choices.",
    path: ["questions"],
  });
export type CreateAssignmentInput = z.infer<typeof createAssignmentSchema>;

export const assignmentSchema = z.object({
  id: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  recordId: z.string(),
  title: z.string(),
  dueAt: z.string(),
  hours: z.number().nullable(),
  unitId: z.string().nullable(),
  userId: z.string().nullable(),
  passMark: z.number().int().nullable(),
  questionCount: z.number().int(),
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentsPageSchema = pageOf(assignmentSchema);

export const assignmentParams = orgParams.extend({ id: z.uuid({ error: ASSIGNMENT_NOT_FOUND }) });

export const rosterQuerySchema = pageQuerySchema;
export const rosterEntrySchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(ROSTER_STATUSES),
  completedAt: z.string().nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;
export const rosterPageSchema = pageOf(rosterEntrySchema);

/** One assignment as it stands for one person (the per-person view and "Assigned to you"). */
export const personAssignmentSchema = z.object({
  assignmentId: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  recordId: z.string(),
  title: z.string(),
  dueAt: z.string(),
  hours: z.number().nullable(),
  hasCheck: z.boolean(),
  status: z.enum(ROSTER_STATUSES),
  completedAt: z.string().nullable(),
});
export type PersonAssignment = z.infer<typeof personAssignmentSchema>;
export const personTrainingSchema = z.object({ items: z.array(personAssignmentSchema) });
export const myAssignmentsSchema = z.object({ orgId: z.string().nullable(), items: z.array(personAssignmentSchema) });
export type MyAssignments = z.infer<typeof myAssignmentsSchema>;

export const checkSchema = z.object({
  assignmentId: z.string(),
  title: z.string(),
  passMark: z.number().int(),
  questions: z.array(z.object({ prompt: z.string(), choices: z.array(z.string()) })),
  /** The asker's own attempts, newest first. */
  attempts: z.array(z.object({ id: z.string(), score: z.number().int(), passed: z.boolean(), createdAt: z.string() })),
});
export type KnowledgeCheck = z.infer<typeof checkSchema>;
export const attemptInputSchema = z.strictObject({
  answers: z
    .array(
      z.number({ error: "Each answer is the index of a choice." }).int("Each answer is the index of a choice.").min(0, "Each answer is the index of a choice."),
      {
        error: "Answers must be a list.",
      },
    )
    .max(QUESTIONS.max, "Too many answers."),
});
export const attemptResultSchema = z.object({
  id: z.string(),
  score: z.number().int(),
  passed: z.boolean(),
  correct: z.number().int(),
  total: z.number().int(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** The completions report's period: days (YYYY-MM-DD, UTC), by default this year to today. */
export const reportQuerySchema = z.object({
  from: z.string().max(10, "Dates must be written as YYYY-MM-DD.").optional(),
  to: z.string().max(10, "Dates must be written as YYYY-MM-DD.").optional(),
});

export const acknowledgmentInputSchema = z.strictObject({ itemId: z.uuid({ error: ITEM_NOT_FOUND }) });
export const acknowledgmentSchema = z.object({ itemId: z.string(), fileSha256: z.string(), acknowledgedAt: z.string() });
export type Acknowledgment = z.infer<typeof acknowledgmentSchema>;
/** Whether the member has acknowledged an item (null: not yet). */
export const myAcknowledgmentSchema = z.object({ acknowledgment: acknowledgmentSchema.nullable() });

export const assignmentApiPaths = {
  list: (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/assignments`,
  one: (orgId: string, id: string) => `/api/orgs/${encodeURIComponent(orgId)}/assignments/${encodeURIComponent(id)}`,
  roster: (orgId: string, id: string) => `/api/orgs/${encodeURIComponent(orgId)}/assignments/${encodeURIComponent(id)}/roster`,
  rosterCsv: (orgId: string, id: string) => `/api/orgs/${encodeURIComponent(orgId)}/assignments/${encodeURIComponent(id)}/roster.csv`,
  check: (orgId: string, id: string) => `/api/orgs/${encodeURIComponent(orgId)}/assignments/${encodeURIComponent(id)}/check`,
  attempts: (orgId: string, id: string) => `/api/orgs/${encodeURIComponent(orgId)}/assignments/${encodeURIComponent(id)}/check/attempts`,
  personTraining: (orgId: string, userId: string) => `/api/orgs/${encodeURIComponent(orgId)}/people/${encodeURIComponent(userId)}/training`,
  report: (orgId: string, from?: string, to?: string) =>
    `/api/orgs/${encodeURIComponent(orgId)}/reports/completions.pdf${from || to ? `?${new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString()}` : ""}`,
  mine: "/api/me/assignments",
  acknowledgments: "/api/me/acknowledgments",
  acknowledgment: (itemId: string) => `/api/me/acknowledgments/${encodeURIComponent(itemId)}`,
  // Route patterns, for the server.
  listRoute: "/api/orgs/:orgId/assignments",
  oneRoute: "/api/orgs/:orgId/assignments/:id",
  rosterRoute: "/api/orgs/:orgId/assignments/:id/roster",
  rosterCsvRoute: "/api/orgs/:orgId/assignments/:id/roster.csv",
  checkRoute: "/api/orgs/:orgId/assignments/:id/check",
  attemptsRoute: "/api/orgs/:orgId/assignments/:id/check/attempts",
  personTrainingRoute: "/api/orgs/:orgId/people/:userId/training",
  reportRoute: "/api/orgs/:orgId/reports/completions.pdf",
  acknowledgmentRoute: "/api/me/acknowledgments/:itemId",
} as const;
