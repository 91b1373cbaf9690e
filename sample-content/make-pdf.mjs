// Writes the sample PDFs: Letter pages, Helvetica, plain PDF 1.4 objects
// with a correct cross-reference table. No dependencies; the output is the
// same bytes every run.
//
// Usage: node sample-content/make-pdf.mjs <aar-worksheet|brief-card> <out.pdf>
import fs from "node:fs";

const [doc, out] = process.argv.slice(2);
if (!doc || !out) {
  console.error("usage: node make-pdf.mjs <aar-worksheet|brief-card> <out.pdf>");
  process.exit(2);
}

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 54;
const RIGHT = PAGE_W - MARGIN;

/** Escapes a string for a PDF literal string (ASCII text only). */
function pdfString(text) {
  if (/[^\x20-\x7e]/.test(text)) throw new Error(`non-ASCII text in PDF: ${text}`);
  return "(" + text.replace(/[\\()]/g, (c) => "\\" + c) + ")";
}

/** Rough word wrap: Helvetica averages about half an em per character. */
function wrap(text, size, width) {
  const max = Math.floor(width / (size * 0.5));
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? line + " " + word : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Page {
  ops = [];
  y = PAGE_H - MARGIN;

  text(x, y, font, size, str, gray = 0.1) {
    this.ops.push(`${gray} g BT /${font} ${size} Tf ${x} ${y.toFixed(1)} Td ${pdfString(str)} Tj ET`);
  }
  rule(x1, y, x2, width = 0.5, gray = 0.55) {
    this.ops.push(`${gray} G ${width} w ${x1} ${y.toFixed(1)} m ${x2} ${y.toFixed(1)} l S`);
  }
  box(x, y, w, h, gray) {
    this.ops.push(`${gray} g ${x} ${y.toFixed(1)} ${w} ${h} re f`);
  }

  title(str, sub) {
    this.box(0, PAGE_H - 96, PAGE_W, 96, 0.12);
    this.text(MARGIN, PAGE_H - 52, "F2", 22, str, 1);
    this.text(MARGIN, PAGE_H - 74, "F1", 10.5, sub, 0.8);
    this.y = PAGE_H - 124;
  }
  heading(str) {
    this.y -= 8;
    this.text(MARGIN, this.y, "F2", 13, str);
    this.rule(MARGIN, this.y - 5, RIGHT, 1.2, 0.2);
    this.y -= 22;
  }
  para(str, size = 10) {
    for (const line of wrap(str, size, RIGHT - MARGIN)) {
      this.text(MARGIN, this.y, "F1", size, line, 0.2);
      this.y -= size * 1.4;
    }
    this.y -= 4;
  }
  bullets(items, size = 10) {
    for (const item of items) {
      const lines = wrap(item, size, RIGHT - MARGIN - 14);
      lines.forEach((line, i) => {
        if (i === 0) this.text(MARGIN + 2, this.y, "F2", size, "-", 0.2);
        this.text(MARGIN + 14, this.y, "F1", size, line, 0.2);
        this.y -= size * 1.4;
      });
    }
    this.y -= 4;
  }
  checklist(items, size = 10) {
    for (const item of items) {
      this.ops.push(`0.3 G 0.8 w ${MARGIN + 1} ${(this.y - 1.5).toFixed(1)} 8.5 8.5 re S`);
      this.text(MARGIN + 16, this.y, "F1", size, item, 0.2);
      this.y -= size * 1.8;
    }
    this.y -= 4;
  }
  field(label, x, width) {
    this.text(x, this.y, "F2", 10, label);
    this.rule(x + label.length * 5.8 + 6, this.y - 2, x + width);
  }
  fields(pairs) {
    const width = (RIGHT - MARGIN - 18) / 2;
    for (let i = 0; i < pairs.length; i += 2) {
      this.field(pairs[i], MARGIN, width);
      if (pairs[i + 1]) this.field(pairs[i + 1], MARGIN + width + 18, width);
      this.y -= 24;
    }
    this.y -= 4;
  }
  question(number, str, hint, lines) {
    this.text(MARGIN, this.y, "F2", 11.5, `${number}. ${str}`);
    this.y -= 15;
    this.text(MARGIN + 14, this.y, "F3", 9.5, hint, 0.35);
    this.y -= 8;
    for (let i = 0; i < lines; i++) {
      this.y -= 20;
      this.rule(MARGIN + 14, this.y, RIGHT);
    }
    this.y -= 22;
  }
  table(columns, rows) {
    const rowH = 22;
    const top = this.y + 14;
    this.box(MARGIN, top - rowH, RIGHT - MARGIN, rowH, 0.88);
    let x = MARGIN;
    for (const [label, w] of columns) {
      this.text(x + 6, top - 15, "F2", 10, label);
      x += w;
    }
    const bottom = top - rowH * (rows + 1);
    for (let r = 0; r <= rows + 1; r++) this.rule(MARGIN, top - rowH * r, RIGHT, 0.6, 0.4);
    x = MARGIN;
    this.ops.push(`0.4 G 0.6 w ${x} ${top} m ${x} ${bottom} l S`);
    for (const [, w] of columns) {
      x += w;
      this.ops.push(`0.4 G 0.6 w ${x} ${top} m ${x} ${bottom} l S`);
    }
    this.y = bottom - 24;
  }
  footer(str) {
    this.rule(MARGIN, 44, RIGHT, 0.5, 0.6);
    this.text(MARGIN, 30, "F1", 8.5, str, 0.45);
  }
}

// ---- documents -------------------------------------------------------------

function aarWorksheet() {
  const p1 = new Page();
  p1.title("After-Action Review Worksheet", "Lead or Be Led  |  After-Action series  |  Use within 48 hours of the event");
  p1.fields(["Operation / event:", "Date:", "Facilitator:", "Location:", "Participants:", "Duration:"]);
  p1.heading("Ground rules");
  p1.bullets([
    "Rank stays at the door. The newest member speaks first; the senior leader speaks last.",
    "Talk about what happened, not who is to blame. We are fixing the system, not the person.",
    "Stick to facts you saw or heard. Label opinions as opinions.",
    "Everything said here stays here, except the lessons. Those go on page 2.",
    "Keep it short: 30 to 45 minutes. Start on time, end on time.",
  ]);
  p1.heading("The four questions");
  p1.question(1, "What was supposed to happen?", "The intent, the plan, the standard. Quote the brief if you have it.", 3);
  p1.question(2, "What actually happened?", "Build a timeline together. Decisions, information available at the time, results.", 4);
  p1.footer("Lead or Be Led - After-Action Review Worksheet - page 1 of 2");

  const p2 = new Page();
  p2.y = PAGE_H - MARGIN - 10;
  p2.question(3, "Why was there a difference?", "Ask 'why' until you reach something the team controls: training, process, communication.", 4);
  p2.question(4, "What will we sustain? What will we improve?", "At least one of each. Be specific enough that a new team member could act on it.", 3);
  p2.heading("Action items");
  p2.y -= 6;
  p2.table(
    [
      ["Action", 280],
      ["Owner", 120],
      ["Due", 104],
    ],
    5,
  );
  p2.heading("Close-out checklist");
  p2.checklist([
    "Every action has one owner and a date.",
    "Lessons shared with the teams that were not in the room.",
    "Follow-up check scheduled (two weeks is a good default).",
    "Worksheet filed where the next leader will find it.",
  ]);
  p2.footer("Lead or Be Led - After-Action Review Worksheet - page 2 of 2");
  return { title: "After-Action Review Worksheet", subject: "A two-page worksheet for running an after-action review", pages: [p1, p2] };
}

function briefCard() {
  const p = new Page();
  p.title("Five-Paragraph Brief Card", "Lead or Be Led  |  The Briefing  |  Fill it in before you brief, not while you brief");
  p.fields(["Task / operation:", "Date / time:", "Briefed by:", "Team:"]);
  p.heading("Commander's intent (one sentence: purpose + end state)");
  for (let i = 0; i < 2; i++) {
    p.y -= 6;
    p.rule(MARGIN, p.y, RIGHT);
    p.y -= 14;
  }
  p.y -= 6;
  p.question(1, "Situation", "What is going on, what has changed, what could get in our way.", 2);
  p.question(2, "Mission", "Who, what, when, where, why. One sentence the whole team can repeat.", 1);
  p.question(3, "Execution", "The plan in phases, each person's task, and the standard for done.", 3);
  p.question(4, "Admin and logistics", "Equipment, time, money, people. What we have and what we are short.", 1);
  p.question(5, "Command and signal", "Who decides if the leader is out. How and when we report. Code words, channels.", 1);
  p.heading("Before you dismiss the team");
  p.checklist([
    "One person, picked at random, backbriefs the mission and intent in their own words.",
    "Every question answered, or assigned with a time to answer it.",
    "Time and place of the debrief set.",
  ]);
  p.footer("Lead or Be Led - Five-Paragraph Brief Card - page 1 of 1");
  return { title: "Five-Paragraph Brief Card", subject: "A one-page card for preparing a team brief", pages: [p] };
}

const documents = { "aar-worksheet": aarWorksheet, "brief-card": briefCard };
if (!(doc in documents)) {
  console.error(`unknown document ${doc}; choose one of ${Object.keys(documents).join(", ")}`);
  process.exit(2);
}
const { title, subject, pages } = documents[doc]();

// ---- PDF objects ----------------------------------------------------------

const objects = [];
const add = (body) => {
  objects.push(body);
  return objects.length;
};

const catalog = add(null);
const pagesObj = add(null);
const fonts = {
  F1: add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"),
  F2: add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>"),
  F3: add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Oblique /Encoding /WinAnsiEncoding >>"),
};
const fontDict = Object.entries(fonts)
  .map(([name, ref]) => `/${name} ${ref} 0 R`)
  .join(" ");
const kids = [];
for (const page of pages) {
  const stream = page.ops.join("\n") + "\n";
  const content = add(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}endstream`);
  kids.push(
    add(
      `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
        `/Resources << /Font << ${fontDict} >> >> /Contents ${content} 0 R >>`,
    ),
  );
}
objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
const info = add(
  `<< /Title ${pdfString(title)} /Author ${pdfString("Lead or Be Led")} ` +
    `/Subject ${pdfString(subject)} /Producer ${pdfString("make-pdf.mjs")} >>`,
);

let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(pdf, "latin1"));
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(pdf, "latin1");
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

fs.writeFileSync(out, Buffer.from(pdf, "latin1"));
