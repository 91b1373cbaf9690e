import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  activeCueIndex,
  cleanCueText,
  cuePlainText,
  cueSpeaker,
  decodeTranscript,
  formatVttTime,
  parseTranscript,
  toVtt,
  TRANSCRIPT_MAX_BYTES,
  TranscriptError,
  transcriptText,
  type Cue,
} from "./transcript.js";

const utf8 = (text: string) => new TextEncoder().encode(text);
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(TranscriptError);
    return (error as Error).message;
  }
  throw new Error("expected a TranscriptError");
};

const VTT = `WEBVTT - The Briefing

NOTE written by hand

STYLE
::cue { color: yellow }

intro
00:00:01.000 --> 00:00:04.500 align:start position:10% bogus:1
<v Sergeant Cole>Hold the line.</v>

00:05.000 --> 00:07.250
Second <c.loud>cue</c> &amp; more
`;

describe("WebVTT", () => {
  it("reads cues, ids, settings and skips NOTE and STYLE blocks", () => {
    const { format, cues } = parseTranscript(VTT);
    expect(format).toBe("vtt");
    expect(cues).toEqual([
      { id: "intro", start: 1, end: 4.5, settings: "align:start position:10%", text: "<v Sergeant Cole>Hold the line.</v>" },
      { start: 5, end: 7.25, text: "Second <c.loud>cue</c> &amp; more" },
    ]);
    expect(cueSpeaker(cues[0]!)).toBe("Sergeant Cole");
    expect(cuePlainText(cues[1]!)).toBe("Second cue & more");
  });

  it("accepts a byte order mark and CRLF line ends", () => {
    const { cues } = parseTranscript("\uFEFFWEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nhi\r\n");
    expect(cues).toEqual([{ start: 1, end: 2, text: "hi" }]);
  });

  it("refuses a missing or wrong header", () => {
    expect(failure(() => parseTranscript("WEBVTTX\n\n00:01.000 --> 00:02.000\nhi\n"))).toBe("A WebVTT file must start with the line WEBVTT.");
    expect(failure(() => parseTranscript("Hello there,\nthis is prose.\n"))).toMatch(/WebVTT \(\.vtt\) or SubRip/);
    expect(failure(() => parseTranscript("WEBVTT\n00:01.000 --> 00:02.000\nhi\n"))).toMatch(/blank line between the WEBVTT header/);
  });

  it("refuses bad timestamps with the line that has them", () => {
    expect(failure(() => parseTranscript("WEBVTT\n\n00:61.000 --> 00:62.000\nhi\n"))).toBe(
      'Line 3: the start time "00:61.000" is not a valid timestamp (00:00:01.000 --> 00:00:04.000).',
    );
    expect(failure(() => parseTranscript("WEBVTT\n\n00:01.000 --> 00:02,000\nhi\n"))).toMatch(/^Line 3: the end time "00:02,000"/);
    expect(failure(() => parseTranscript("WEBVTT\n\n00:01.000 00:02.000\nhi\n"))).toMatch(/^Line 3: expected a cue timing/);
    expect(failure(() => parseTranscript("WEBVTT\n\n1:00:01.000 --> 1:00:02.000\nhi\n"))).toMatch(/^Line 3: the start time/);
  });

  it("refuses a cue that ends before it starts, or ends when it starts", () => {
    expect(failure(() => parseTranscript("WEBVTT\n\n00:04.000 --> 00:02.000\nbackwards\n"))).toBe(
      "Line 3: the cue ends (00:02.000) before it starts (00:04.000).",
    );
    expect(failure(() => parseTranscript("WEBVTT\n\n00:04.000 --> 00:04.000\nzero\n"))).toMatch(/ends/);
  });

  it("refuses a block that is not a cue, a missing blank line between cues, and a file without cues", () => {
    expect(failure(() => parseTranscript("WEBVTT\n\nhello world\nthis is not a cue\n"))).toMatch(/^Line 3: expected a cue timing/);
    expect(failure(() => parseTranscript("WEBVTT\n\n00:01.000 --> 00:02.000\none\n00:03.000 --> 00:04.000\ntwo\n"))).toMatch(/^Line 5: .*-->/);
    expect(failure(() => parseTranscript("WEBVTT\n\nNOTE only a note\n"))).toBe("The transcript has no cues.");
    expect(failure(() => parseTranscript("WEBVTT\n"))).toBe("The transcript has no cues.");
  });

  it("sorts cues by start time", () => {
    const { cues } = parseTranscript("WEBVTT\n\n00:05.000 --> 00:06.000\nb\n\n00:01.000 --> 00:02.000\na\n");
    expect(cues.map((c) => c.text)).toEqual(["a", "b"]);
  });
});

describe("SubRip", () => {
  const SRT =
    '1\n00:00:01,000 --> 00:00:02,500\n<font color="red">Hi</font> {\\an8}<i>there</i>\n\n2\n00:00:03,000 --> 00:01:04,000 X1:100 X2:200\nLine two\nand three\n';

  it("is converted to WebVTT, keeping i/b/u and dropping font tags and {\\an8} overrides", () => {
    const { format, cues } = parseTranscript(SRT);
    expect(format).toBe("srt");
    expect(cues).toEqual([
      { start: 1, end: 2.5, text: "Hi <i>there</i>" },
      { start: 3, end: 64, text: "Line two\nand three" },
    ]);
    expect(toVtt(cues)).toBe("WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHi <i>there</i>\n\n00:00:03.000 --> 00:01:04.000\nLine two\nand three\n");
  });

  it("refuses malformed timestamps and blocks without a timing", () => {
    expect(failure(() => parseTranscript("1\n00:00:01,000 --> 00:00:0x,500\nHi\n"))).toMatch(/^Line 2: the end time "00:00:0x,500"/);
    expect(failure(() => parseTranscript("1\n00:00:01,000 --> 00:00:02,000\nHi\n\n2\nno timing here\n"))).toMatch(
      /^Line 6: expected a cue timing like 00:00:01,000/,
    );
    expect(failure(() => parseTranscript("1\n00:00:05,000 --> 00:00:02,000\nHi\n"))).toMatch(/ends .* before it starts/);
  });
});

describe("cue text", () => {
  it("keeps WebVTT's voice, class, language, ruby and timestamp tags and strips every HTML tag", () => {
    expect(cleanCueText('<v.loud Roger>Hi</v> <script>alert(1)</script><b onclick="x">bold</b>')).toBe("<v.loud Roger>Hi</v> alert(1)<b>bold</b>");
    expect(cleanCueText('<a href="javascript:x">link</a> <img src=x onerror=alert(1)> <div>block</div>')).toBe("link  block");
    expect(cleanCueText("<lang en-GB>colour</lang> <ruby>漢<rt>kan</rt></ruby> a<00:00:01.500>b")).toBe(
      "<lang en-GB>colour</lang> <ruby>漢<rt>kan</rt></ruby> a<00:00:01.500>b",
    );
    expect(cleanCueText('<c.a.b"onmouseover=x>text</c>')).toBe("<c.a.bonmouseoverx>text</c>");
  });

  it("escapes stray ampersands and angle brackets, and keeps entities", () => {
    expect(cleanCueText("Tom & Jerry < 3 > 2 &amp; &lt;ok&gt; &#169;")).toBe("Tom &amp; Jerry &lt; 3 &gt; 2 &amp; &lt;ok&gt; &#169;");
    expect(cleanCueText("<v Ann <b>>x")).toBe("<v Ann &lt;b>&gt;x");
  });

  it("plain text has no markup and decoded entities", () => {
    expect(cuePlainText({ text: "<v Ann>Tom &amp; Jerry&nbsp;<i>run</i> &#169;</v>" })).toBe("Tom & Jerry run ©");
    expect(
      transcriptText([
        { start: 0, end: 1, text: "<v A>one</v>" },
        { start: 1, end: 2, text: "" },
        { start: 2, end: 3, text: "two" },
      ]),
    ).toBe("one\ntwo");
  });

  it("whatever the input, the cleaned text has no tag outside WebVTT's own and no '-->'", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("<", ">", "/", "a", "v", "c", "script", " ", ".", "&", "-", "\n", "i", "b"), maxLength: 60 }), (raw) => {
        const text = cleanCueText(raw);
        for (const [, name] of text.matchAll(/<\/?([^\s.>]*)/g)) expect(["c", "i", "b", "u", "v", "lang", "ruby", "rt"]).toContain(name);
        expect(text).not.toMatch(/-->/);
      }),
    );
  });
});

describe("encoding and size", () => {
  it("accepts UTF-8 with or without a byte order mark", () => {
    expect(decodeTranscript(utf8("WEBVTT\n\n00:01.000 --> 00:02.000\nCafé\n"))).toContain("Café");
    expect(decodeTranscript(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("WEBVTT")]))).toBe("WEBVTT");
  });

  it("refuses a legacy encoding (Windows-1252 é), UTF-16, binary and empty files", () => {
    const latin1 = new Uint8Array([...utf8("1\n00:00:01,000 --> 00:00:02,000\nCaf"), 0xe9, 0x0a]);
    expect(failure(() => decodeTranscript(latin1))).toMatch(/must be UTF-8 text; this file uses another encoding/);
    expect(failure(() => decodeTranscript(new Uint8Array([0xff, 0xfe, 0x57, 0x00])))).toMatch(/UTF-8/);
    expect(failure(() => decodeTranscript(new Uint8Array([0x57, 0x00, 0x45])))).toMatch(/binary data/);
    expect(failure(() => decodeTranscript(new Uint8Array()))).toBe("The transcript file is empty.");
    expect(failure(() => decodeTranscript(new Uint8Array(TRANSCRIPT_MAX_BYTES + 1).fill(0x41)))).toMatch(/larger than the 1024 KB limit/);
  });
});

describe("times", () => {
  it("formats with hours and milliseconds", () => {
    expect(formatVttTime(0)).toBe("00:00:00.000");
    expect(formatVttTime(3725.5)).toBe("01:02:05.500");
    expect(formatVttTime(0.1 + 0.2)).toBe("00:00:00.300");
  });

  it("round-trips: parsing what toVtt wrote gives the same cues", () => {
    const { cues } = parseTranscript(VTT);
    expect(parseTranscript(toVtt(cues)).cues).toEqual(cues);
  });

  it("finds the cue being spoken, and none in gaps", () => {
    const cues: Cue[] = [
      { start: 1, end: 4, text: "a" },
      { start: 5, end: 7, text: "b" },
      { start: 7, end: 9, text: "c" },
    ];
    expect([0, 1, 3.99, 4, 4.5, 5, 7, 8.9, 9, 100].map((t) => activeCueIndex(cues, t))).toEqual([-1, 0, 0, -1, -1, 1, 2, 2, -1, -1]);
    expect(activeCueIndex([], 3)).toBe(-1);
  });
});
