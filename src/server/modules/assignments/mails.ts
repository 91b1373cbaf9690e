import type { Mail } from "../../mail/mailer.js";
import type { ReminderStage } from "./reminders.js";

// The reminder e-mails (docs/decisions/097). Plain text, our own words, the
// assignment's title (an owner's choice of a published record's title) and
// links to the record and the organisation's page.

const signature = "\n-- \nLead or Be Led\n";
const day = (d: Date) => d.toISOString().slice(0, 10);
const time = (d: Date) => `${day(d)} ${d.toISOString().slice(11, 16)} UTC`;

const LEADS: Record<ReminderStage, (title: string) => { subject: string; lead: string }> = {
  "7d": (title) => ({ subject: `Due in 7 days: ${title}`, lead: `"${title}" is assigned to you and due in 7 days.` }),
  "1d": (title) => ({ subject: `Due tomorrow: ${title}`, lead: `"${title}" is assigned to you and due tomorrow.` }),
  due: (title) => ({ subject: `Due today: ${title}`, lead: `"${title}" is assigned to you and due today.` }),
  overdue: (title) => ({
    subject: `Overdue: ${title}`,
    lead: `"${title}" was assigned to you and is now overdue. Your supervisor has been told.`,
  }),
};

export function reminderMail({ to, title, dueAt, stage, link }: { to: string; title: string; dueAt: Date; stage: ReminderStage; link: string }): Mail {
  const { subject, lead } = LEADS[stage](title);
  return {
    to,
    subject,
    text: `Hello,

${lead}

Due: ${time(dueAt)}

Open it here:
${link}
${signature}`,
  };
}

export function overdueSupervisorMail({ to, title, dueAt, people, link }: { to: string; title: string; dueAt: Date; people: string[]; link: string }): Mail {
  return {
    to,
    subject: `Overdue in your units: ${title}`,
    text: `Hello,

"${title}" was due ${time(dueAt)}. These people in the units you supervise have not completed it:

${people.map((p) => `- ${p}`).join("\n")}

See the roster on your organisation's page:
${link}
${signature}`,
  };
}
