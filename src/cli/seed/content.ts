// Sample content for a fresh installation (`npm run demo`): real leadership
// writing, not filler, so the site can be judged the way members will see it.
// Media files live in sample-content/media (made by sample-content/make-media.sh).
//
// `ageHours` places each record in the past, so the newest-first lists look
// like a site that has been publishing for a few weeks.

import type { Category } from "../../shared/constants.js";

export interface SeedPost {
  title: string;
  /** Topics (shared/tags.ts: lower case, words joined by hyphens), for the dashboard's and the library's filters. */
  tags: string[];
  /** GitHub-flavoured markdown. */
  content: string;
  isMembersOnly: boolean;
  /** How long before the seed run the post was "published". */
  ageHours: number;
  /** Bylined to the sample guest author (SEED_GUEST_AUTHOR) instead of the creator. */
  byGuest?: true;
}

export interface SeedPodcast {
  title: string;
  tags: string[];
  description: string;
  isMembersOnly: boolean;
  /** File name in sample-content/media. */
  file: string;
  /** A WebVTT transcript in sample-content/media, checked and stored as uploads are. */
  transcript?: string;
  ageHours: number;
}

interface SeedItemBase {
  title: string;
  tags: string[];
  description: string;
  category: Category;
  isMembersOnly: boolean;
  ageHours: number;
}

export interface SeedTextItem extends SeedItemBase {
  mediaType: "text";
  contentText: string;
}

export interface SeedFileItem extends SeedItemBase {
  mediaType: "pdf" | "video" | "audio";
  /** File name in sample-content/media. */
  file: string;
  /** Audio and video: a WebVTT transcript in sample-content/media (captions for video). */
  transcript?: string;
}

export type SeedItem = SeedTextItem | SeedFileItem;

const DAY = 24;

// ---------------------------------------------------------------------------
// Field Manual
// ---------------------------------------------------------------------------

export const SEED_POSTS: readonly SeedPost[] = [
  {
    title: "Own the Outcome: Accountability Without the Theatre",
    tags: ["accountability", "command"],
    isMembersOnly: false,
    ageHours: 1 * DAY + 3,
    content: `When something goes wrong on your watch, the first sentence out of your mouth decides what happens next. Say "who did this?" and your team learns to hide problems. Say "here is what I could have done better" and your team learns to bring problems to you early, while they are still small.

Ownership is not a speech. It is a habit you can practise, and it has three parts.

## 1. Take the hit in public, fix it in private

When the boss asks what happened, the answer starts with **you**: the brief you gave, the check you skipped, the resource you did not ask for. Name the facts, name your part, name the fix. Then go back to your team and work out, together and in private, what each person will do differently.

This is not covering for poor performance. If someone on your team is the problem, that is still your problem: you hired, trained or tolerated them. Deal with it directly, one-on-one.

## 2. Trade blame language for ownership language

Listen to how your team talks in the first ten minutes after a failure. The words tell you whether people feel safe enough to tell you the truth.

| Blame language | Ownership language |
|---|---|
| "Dispatch gave us bad information." | "We did not confirm the address before we rolled." |
| "Marketing missed the deadline." | "I did not check in with marketing after Tuesday." |
| "Nobody told me." | "I did not ask." |
| "That is not my job." | "Here is who owns it, and I have told them." |

Model the right-hand column yourself for a month. Your team will copy the way you talk long before they follow the rules you write.

## 3. Close the loop

Ownership without follow-through is just a nicer apology. Every time you own a failure, attach a change to it, and tell people when it is done:

1. State what went wrong in one sentence.
2. State your part in it.
3. State the one change you are making.
4. Come back within a week and report that the change is in place.

## What ownership is not

- **It is not self-punishment.** Owning a mistake takes a few minutes. Wallowing in it takes your attention away from the team.
- **It is not taking credit.** When things go right, the credit goes down the chain. When they go wrong, the responsibility comes up.
- **It is not permission to micromanage.** If you own everything, the temptation is to control everything. Own the outcome; delegate the execution.

## Try it this week

Pick one thing that went sideways in the last month, however small. Write down your part in it, the change you will make and the date you will report back. Then say it out loud to your team. Watch what happens to the next problem report you get: it will come sooner, and it will be more honest.
`,
  },
  {
    title: "Running an After-Action Review Your Team Will Actually Use",
    tags: ["after-action-review", "team-building"],
    isMembersOnly: true,
    ageHours: 4 * DAY + 6,
    content: `Most teams say they do after-action reviews. Most of them actually hold a meeting where the loudest person explains what everyone else did wrong. A real AAR is shorter, calmer and far more useful. The format comes from the US Army's training system (there is a good overview of its history on [Wikipedia](https://en.wikipedia.org/wiki/After-action_review)), but it works anywhere people do things together and want to do them better next time.

## The four questions

| Question | What you are looking for | Common trap |
|---|---|---|
| What was supposed to happen? | The intent, plan and standard, as they were briefed | Rewriting the plan after the fact |
| What actually happened? | A shared timeline of facts and decisions | Arguing about motives instead of events |
| Why was there a difference? | Causes the team controls | Stopping at "human error" |
| What will we sustain or improve? | Specific changes with owners | Vague lessons nobody acts on |

## Before the AAR

- [ ] Hold it within 48 hours, while memories are fresh.
- [ ] Invite everyone who touched the event, not just the leads.
- [ ] Bring the plan as it was briefed, and any logs, timestamps or messages.
- [ ] Book 30 to 45 minutes. Longer meetings drift into blame.
- [x] Print the worksheet (it is in the After-Action library).

## Running it

**Set the ground rules out loud.** Rank stays at the door. We talk about what happened, not who is to blame. Opinions get labelled as opinions.

**Build the timeline together.** Put it on a whiteboard. Let the most junior people speak first; once the senior leader has spoken, everyone else tends to agree with them.

**Ask "why" until you hit something you can change.** "The radio failed" is not a cause you can act on. "We had no battery check in the pre-shift routine" is.

**Finish with sustains as well as improves.** If you only talk about what went wrong, people stop volunteering information. Name at least one thing that worked and must be kept.

## After the AAR

A review without follow-up is theatre. Every improvement gets one owner and a date. Two weeks later, check. Put the results where the next leader will find them: a shared folder, a binder at the front desk, the team wiki.

## The leader's job in the room

Your job is not to have the answers. It is to keep the discussion honest and safe.

- If you made a mistake, say so first. Nothing opens a room faster.
- If someone starts pointing fingers, bring the conversation back to the timeline.
- If the team finds a cause that traces back to a decision you made, thank them. That is exactly what the process is for.
`,
  },
  {
    title: "Commander's Intent: Write It So It Survives First Contact",
    tags: ["commanders-intent", "communication"],
    isMembersOnly: false,
    ageHours: 8 * DAY + 2,
    content: `Plans fail on contact. A radio dies, a client changes scope, a key person calls in sick. When that happens, your team will do one of two things: stop and wait for you, or adapt and keep moving. Which one they choose depends almost entirely on whether they understand your **intent**.

Commander's intent is a short statement of *why* the task matters and *what done looks like*. It is the part of the plan that survives when the plan itself does not. The idea sits at the heart of [mission command](https://en.wikipedia.org/wiki/Mission_command), and it works just as well in a patrol division, a hospital ward or a product team.

## The three parts

A good intent statement answers three questions, in plain language:

1. **Purpose**: why are we doing this at all?
2. **Key tasks**: what must happen, whatever else changes?
3. **End state**: what does the world look like when we have succeeded?

That is it. No timelines, no assignments, no contingency tables. Those belong in the plan.

## Before and after

**Weak:** "Handle the downtown event Saturday. Standard staffing."

**Strong:** "Saturday's march goes off without injuries and without anyone's rights being violated. Keep the route open for emergency vehicles at all times. We are done when the crowd has dispersed, the streets are open, and nobody has a reason to file a complaint on Monday."

The second version lets a sergeant on a street corner make a good call you never anticipated. If a side street gets blocked, she knows the priority is emergency access, not the original plan.

## Write it so it survives

- **Keep it under five sentences.** If people cannot repeat it, they cannot use it.
- **Use the end state to settle arguments.** When two good options compete, pick the one that gets closer to the end state.
- **Say what not to do** if the obvious shortcut would break the purpose: "do not buy speed by skipping the safety review".
- **Test it with a backbrief.** Ask the most junior person to explain the intent in their own words. If they cannot, rewrite it. The fault is in the intent, not the listener.

## When intent is missing

You can spot a team without intent by the questions it asks. "Should we still do X now that Y happened?" comes from a team that knows the plan but not the purpose. Every time you hear that question, answer it, and then add the answer to your next intent statement.

## A template you can steal

> - **Purpose:** We are doing this so that...
> - **Key tasks:** Whatever else changes, we must...
> - **End state:** We are done when...
> - **Limits:** Do not...

Fill it in before your next brief. It takes five minutes and saves hours of phone calls from people waiting for permission.
`,
  },
  {
    title: "The First 90 Days as a New Supervisor",
    tags: ["new-supervisors", "command"],
    isMembersOnly: true,
    ageHours: 12 * DAY + 5,
    content: `The day you are promoted, your relationships change even if nothing else does. Yesterday you were one of the crew; today you sign their evaluations. The first 90 days decide whether your people see you as their leader or as the former peer who got lucky.

## Days 1 to 30: listen and learn

Resist the urge to fix things in your first month. You do not know enough yet, and every change you make now will be read as the new boss proving a point.

- [ ] Meet every direct report one-on-one. Ask three questions: What is working? What is getting in your way? What do you need from me?
- [ ] Ask your own boss what success looks like for your team at 90 days and at a year.
- [ ] Learn the numbers: workload, overtime, complaints, turnover, whatever your organisation measures.
- [ ] Write down every problem you hear about, but do not act on most of them yet.

## Days 31 to 60: set the standard

By now you have heard the same complaints from several people. Pick **one or two** that cause real pain and that you can actually fix. Fix them visibly. Nothing builds credibility faster than solving a problem people had given up on.

This is also the time to state your standards out loud. Be specific: "Reports are in by end of shift" is a standard. "I expect professionalism" is a poster.

- [ ] Fix one long-standing irritant.
- [ ] Hold your first team meeting with a clear agenda and a hard stop.
- [ ] Write down your three non-negotiables and share them.

## Days 61 to 90: build the team

- [ ] Start regular one-on-ones: every two weeks, 20 minutes, their agenda first.
- [ ] Identify your informal leaders and give them real responsibility.
- [ ] Run an after-action review on something the team did, and own your part in it first.

## The former-peer problem

If you were promoted from within, someone on the team wanted your job. Talk to them early and privately. Acknowledge it, tell them you need their experience, and give them something meaningful to lead. Most people respond well to being taken seriously.

Friends on the team are harder. You can stay friendly, but you cannot stay the same kind of friend. Tell them so, plainly, before a situation forces the issue. The conversation is awkward for ten minutes; avoiding it is awkward for years.

## Mistakes new supervisors make

1. **Doing the old job.** You were promoted because you were good at the work. Your job now is to make other people good at it.
2. **Changing everything at once.** Change costs trust. Spend it carefully.
3. **Avoiding the hard conversation.** The problem employee everyone knows about is watching to see if you will act. So is everyone else.
4. **Going it alone.** Find a supervisor two or three years ahead of you and buy them coffee once a month.
`,
  },
  {
    title: "Resilience Is a Training Schedule, Not a Personality Trait",
    byGuest: true,
    tags: ["resilience", "training"],
    isMembersOnly: false,
    ageHours: 17 * DAY + 1,
    content: `We talk about resilience as if some people are born with it. They are not. Resilience is the ability to take a hit, keep functioning and recover, and like any capability it is built through deliberate, repeated training. It also wears down when it is neglected.

## The four pillars

Most resilience programmes in the military, public safety and medicine come back to the same four areas:

- **Sleep.** The most powerful performance tool you have. Chronic short sleep degrades judgement in ways you cannot detect from the inside.
- **Physical training.** Not for the photos. Regular exercise raises your stress threshold and shortens recovery.
- **Connection.** People with someone to talk to recover from bad days faster. Isolation is a warning sign, in yourself and in your team.
- **Purpose.** Knowing why the work matters makes the hard parts bearable.

## Build it like a training plan

| Pillar | Minimum effective dose | Warning sign |
|---|---|---|
| Sleep | 7 hours, same wake-up time most days | Irritability, small mistakes, caffeine creeping up |
| Physical | 3 sessions a week, 30 minutes each | "No time" for more than two weeks |
| Connection | One real conversation a week outside work | Cancelling plans, drinking alone |
| Purpose | One moment a week where you see the impact of your work | Cynicism about the mission |

You will not hit all four every week. The point is to notice when two or more are slipping at once, because that is when a bad call or a bad night hits hardest.

## The leader's role

Your team watches what you do, not what you say. If you send messages at midnight, skip leave and brag about four hours of sleep, you are training your people to do the same.

- **Protect recovery time.** Rotate the hardest assignments. After a critical incident, make the debrief and the time off non-optional.
- **Check in on purpose.** "How are you holding up after last week's call?" works better than a generic "Are you okay?"
- **Know the resources.** Peer support, employee assistance, chaplains, counsellors. Have the numbers on hand before anyone needs them.

## After a hard day

Resilience is not about never being affected. It is about recovering. After a bad call or a failed project, try a simple reset: name what happened, name how it affected you, and name one thing you will do tonight to recover. Then do it.

If you or someone on your team is struggling for more than a couple of weeks, that is not a resilience failure. It is a signal to bring in professional help, and asking for it is exactly what a strong leader does.
`,
  },
  {
    title: "Hard Conversations: The Five-Minute Correction",
    tags: ["communication", "new-supervisors"],
    isMembersOnly: true,
    ageHours: 23 * DAY + 4,
    content: `Most performance problems grow because the leader is waiting for the right moment to say something. There is no right moment. There is only now, while the problem is small, or later, when it is a disciplinary file.

The five-minute correction is a way to have the conversation early, privately and without drama.

## The structure

| Step | What you say | Time |
|---|---|---|
| Observation | "On Tuesday's call, you arrived 15 minutes after the rest of the team." | 30 seconds |
| Impact | "That left two people holding the scene alone, and that is not safe." | 30 seconds |
| Question | "What happened?" Then stop talking and listen. | 2 minutes |
| Expectation | "I need you on scene with the team. What will you do differently?" | 1 minute |
| Follow-up | "Let's check in on Friday." | 30 seconds |

## Rules that make it work

1. **Private, always.** Praise in public, correct in private. A correction in front of peers becomes a fight about pride.
2. **Specific, not general.** "You are always late" invites an argument. "You were 15 minutes late on Tuesday" does not.
3. **Behaviour, not character.** "You did not update the file" is fixable. "You are lazy" is not.
4. **Ask before you conclude.** Sometimes the answer to "what happened?" changes everything: a sick child, a broken radio, a conflicting order from someone else.
5. **Get their words.** A commitment they state themselves sticks better than one you dictate.

## What to avoid

- **The compliment sandwich.** People learn to wait for the "but". Be kind, and be clear.
- **Saving it up.** Bring up six things from the last three months at once and the person hears only that you have been keeping a list.
- **E-mail.** Tone does not survive it. Talk in person or, at worst, on the phone.

## When it does not work

If the same issue comes up a third time, the conversation changes. It is no longer a correction; it is a formal performance discussion, with documentation and often human resources involved. You will be glad then that the first two conversations happened early, and that you wrote down the date and what was agreed.

## Practise it

Think of one behaviour on your team you have been tolerating. Write out the observation and the impact in two sentences. Read them out loud. If they sound like an attack, rewrite them until they sound like facts. Then have the conversation this week.
`,
  },
  {
    title: "Decision Speed: Making the Call With Seventy Percent",
    tags: ["decision-making", "command"],
    isMembersOnly: false,
    ageHours: 30 * DAY + 7,
    content: `Waiting for perfect information is a decision too, and usually the worst one available. In fast-moving situations, the leader who decides with good-enough information and adjusts beats the leader who waits for certainty.

## The 40-70 rule

A rule of thumb often attributed to Colin Powell: make the call when you have between 40 and 70 percent of the information you would like. Below 40 percent you are guessing. Above 70 percent the situation has usually moved on without you.

## Orient before you act

The [OODA loop](https://en.wikipedia.org/wiki/OODA_loop) (observe, orient, decide, act) was developed by the fighter pilot and strategist John Boyd. Its key insight is that **orientation**, how you make sense of what you see, shapes everything else. Two leaders with the same facts can reach opposite decisions because their experience, training and assumptions differ.

Practical ways to orient faster:

- Know the intent of your own boss cold, so you can judge options against it instantly.
- Decide in advance what would make you change course: "if the second unit is not there by 14:00, we go with plan B".
- Ask one question before any big decision: what would have to be true for this to be the wrong call?

## Reversible and irreversible decisions

Not every decision deserves the same care.

| Type | Examples | How to decide |
|---|---|---|
| Reversible | Shift assignments, meeting formats, a pilot process | Decide fast, watch, adjust |
| Hard to reverse | Hiring, public statements, major purchases | Slow down, get a second opinion |
| Irreversible | Use of force, dismissals, safety-critical changes | Follow the policy, document the reasoning |

Most decisions are reversible. Treating them as if they were not is how teams end up waiting for approvals that never needed to be asked for.

## Push decisions down

The fastest decision is the one you never see, because someone closer to the problem already made it. For every decision that lands on your desk, ask: could someone on my team have made this, if they had the authority and the information? If yes, give them both.

## After the decision

Write down, in a sentence, what you decided and why, especially when you acted on incomplete information. When the after-action review comes, that note protects good decisions that happened to have bad outcomes, and it exposes lucky decisions that were badly made. Both lessons matter.
`,
  },
];

// ---------------------------------------------------------------------------
// The Briefing: podcast episodes
// ---------------------------------------------------------------------------

export const SEED_PODCASTS: readonly SeedPodcast[] = [
  {
    title: "Own the Outcome",
    tags: ["accountability"],
    description:
      "When a mission goes wrong, the leader's first words set the tone. Why ownership starts with the brief you gave, the check you skipped and the question you never asked.",
    isMembersOnly: false,
    file: "briefing-own-the-outcome.mp3",
    transcript: "briefing-own-the-outcome.vtt",
    ageHours: 2 * DAY + 1,
  },
  {
    title: "Commander's Intent in Sixty Seconds",
    tags: ["commanders-intent"],
    description: "Purpose, key tasks, end state. How to give your people the why as well as the what, so they can adapt without waiting for permission.",
    isMembersOnly: true,
    file: "briefing-commanders-intent.m4a",
    ageHours: 9 * DAY + 3,
  },
  {
    title: "The Four Questions of an After-Action Review",
    tags: ["after-action-review"],
    description:
      "What was supposed to happen, what actually happened, why there was a difference, and what you will sustain or improve. The shortest useful debrief there is.",
    isMembersOnly: false,
    file: "aar-four-questions.wav",
    ageHours: 16 * DAY + 2,
  },
];

// ---------------------------------------------------------------------------
// Content items: briefings and after-action reports
// ---------------------------------------------------------------------------

export const SEED_ITEMS: readonly SeedItem[] = [
  {
    title: "Weekly Brief: Three Questions Before Any Assignment",
    tags: ["briefing", "communication"],
    description: "A short check to run before you hand out any task, big or small.",
    category: "briefing",
    mediaType: "text",
    isMembersOnly: false,
    ageHours: 1 * DAY + 8,
    contentText: `Before you hand out any assignment this week, big or small, run it past three questions.

1. Does the person know why this matters?
Not just what to do, but what it is for. People who know the purpose make better calls when the plan stops fitting the situation.

2. Do they know what done looks like?
"Look into the overtime numbers" can mean a five-minute glance or a two-week study. Say which one you want, and by when.

3. Do they have what they need?
Authority, information, time and tools. If any one of them is missing, you have not delegated the task; you have delegated the frustration.

This week's challenge: pick the next three tasks you assign and say all three answers out loud. Then ask the person to repeat the task back in their own words. If their version differs from yours, the brief needs work, not the listener.`,
  },
  {
    title: "The Two-Minute Brief",
    tags: ["briefing"],
    description: "Situation, mission, intent, questions: a brief your team will remember, in the time it takes to pour a coffee.",
    category: "briefing",
    mediaType: "video",
    isMembersOnly: true,
    file: "aar-two-minute-brief.webm",
    transcript: "aar-two-minute-brief.vtt",
    ageHours: 5 * DAY + 4,
  },
  {
    title: "Sample Pre-Shift Brief",
    tags: ["briefing", "training"],
    description: "Twenty seconds, three priorities in order, and a promise about who delivers bad news. Listen for what it leaves out.",
    category: "briefing",
    mediaType: "audio",
    isMembersOnly: true,
    file: "briefing-pre-shift.mp3",
    ageHours: 11 * DAY + 6,
  },
  {
    title: "Five-Paragraph Brief Card",
    tags: ["briefing"],
    description: "A one-page card for preparing a team brief: situation, mission, execution, admin and logistics, command and signal.",
    category: "briefing",
    mediaType: "pdf",
    isMembersOnly: false,
    file: "briefing-brief-card.pdf",
    ageHours: 19 * DAY + 2,
  },
  {
    title: "Case Study: The Missed Handoff at Shift Change",
    tags: ["communication", "after-action-review"],
    description:
      "A routine follow-up fell through the cracks between two shifts. What the after-action review found, and the three changes the department made.",
    category: "after-action",
    mediaType: "text",
    isMembersOnly: true,
    ageHours: 3 * DAY + 2,
    contentText: `Situation
A mid-size police department runs two overlapping patrol shifts. The handoff happens in a ten-minute briefing at 18:00, led by the outgoing sergeant. On the evening in question, the outgoing sergeant was held at a scene, and a senior officer ran the briefing from her notes.

What happened
At 16:40 a resident called about threats from a neighbour after a property dispute. Day shift took the report and planned a follow-up visit "before end of shift". The visit did not happen: the afternoon was busy. The handoff note read "follow-up on Elm St dispute", with no mention of the threats or of any urgency. Night shift treated it as routine. At 22:15 the dispute turned into an assault. Nobody was seriously hurt, but the victim's first question to the responding officer was: "Didn't anyone read my report?"

Why there was a difference
The after-action review found no single failure. The intent of the follow-up (check on a person who had been threatened) was never written down; only the task was. The briefing format had no place for risk. And the outgoing sergeant, who knew the detail, had no way to pass it on once she was tied up.

What changed
- Handoff notes now carry one line of intent for every open item: why it matters, not just what to do.
- Any item involving a threat to a person is read out first and assigned to a named officer before the briefing ends.
- If the sergeant cannot run the handoff, she calls it in by radio or phone. The item stays hers until someone confirms they have it.

Discussion questions
1. Where in your team does information pass from one person or shift to another? What gets lost there?
2. What would "one line of intent" look like in your handoffs?
3. Who owns an open task in the gap between two owners?`,
  },
  {
    title: "Brief. Execute. Debrief.",
    tags: ["after-action-review", "briefing"],
    description: "The three-part rhythm behind every high-performing team, in a few seconds.",
    category: "after-action",
    mediaType: "video",
    isMembersOnly: false,
    file: "briefing-rhythm.mp4",
    ageHours: 6 * DAY + 5,
  },
  {
    title: "After-Action Review Worksheet",
    tags: ["after-action-review", "training"],
    description: "The two-page worksheet we use for every review: ground rules, the four questions, action items with owners, and a close-out checklist.",
    category: "after-action",
    mediaType: "pdf",
    isMembersOnly: false,
    file: "aar-worksheet.pdf",
    ageHours: 10 * DAY + 1,
  },
  {
    title: "Debrief Drill: Sustain and Improve",
    tags: ["after-action-review", "team-building"],
    description: "A five-minute exercise for the end of any shift or project. Each person names one thing to keep and one thing to fix; the leader goes last.",
    category: "after-action",
    mediaType: "audio",
    isMembersOnly: true,
    file: "aar-debrief-drill.m4a",
    ageHours: 14 * DAY + 3,
  },
  {
    title: "Case Study: On Time, On Budget, and Still a Failure",
    tags: ["decision-making", "accountability"],
    description: "A customer portal launched on the planned day and within budget, then tripled support tickets. What the status reports could not show.",
    category: "after-action",
    mediaType: "text",
    isMembersOnly: false,
    ageHours: 21 * DAY + 5,
    contentText: `Situation
A software company set a hard date for a new customer portal: the first day of the financial quarter. The project lead, newly promoted, reported green on schedule and budget every week for four months.

What happened
The portal launched on time and on budget. Within two weeks, support tickets had tripled. The new portal required every customer to reset their password, and the reset e-mails were caught by spam filters at several large clients. The support team had raised this risk in week six. It was logged, marked "post-launch", and never looked at again.

Why there was a difference
The project measured what was easy to measure: dates and money. Nobody had written down what success meant for the customer, so nothing on the status report could show that the launch was heading for trouble. The support team's warning was heard, but it had no owner and no date.

What changed
- Every project now starts with an end state written from the customer's point of view: "Customers log in on day one without calling us."
- Risks raised by any team get an owner and a review date, and the project lead reads the open list aloud at each weekly meeting.
- Status reports carry one line for each group of people the project affects, not just schedule and budget.

Discussion questions
1. What does "done" mean for your current project, from the point of view of the people it is for?
2. Which warnings in your organisation get logged but never owned?
3. How would you have reported this project in week six?`,
  },
];

/** The sample creator (issue 32, docs/decisions/096): a name, title, biography and profiles; no photo (the landing page's drawing stays). */
export const SEED_CREATOR = {
  creatorName: "Cmdr. Ray Delgado (Ret.)",
  creatorTitle: "Retired Police Commander, leadership instructor",
  creatorBio: [
    "Ray Delgado came up through the ranks: eleven years on patrol and in investigations, then the supervisor's chair, then the command table of a department of 400 sworn officers, responsible for the people and the decisions that shaped their careers.",
    "Along the way came the hard lessons most leaders learn alone: that trust is built in small moments, that standards are set by what you tolerate, and that the best leaders never stop training. Lead or Be Led exists so you do not have to learn them the hard way.",
    "Since retiring he has advised corporate leadership teams and founders on critical-incident leadership, hiring and culture, and teaches first-line supervisors across the country.",
  ].join("\n\n"),
  creatorProfiles: {
    linkedin: "https://www.linkedin.com/company/lead-or-be-led",
    x: "https://x.com/leadorbeled",
    youtube: "https://www.youtube.com/@leadorbeled",
  },
};

/** The sample guest author (issue 30, docs/decisions/113): one post names her, so the demo shows a guest's byline and author page. */
export const SEED_GUEST_AUTHOR = {
  name: "Dr. Anika Shah",
  slug: "anika-shah",
  bio: "Police psychologist. Twelve years counselling officers and their supervisors after critical incidents, and teaching recovery as a skill.",
};
