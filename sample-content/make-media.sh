#!/usr/bin/env bash
# Remakes the sample media (sample-content/media) and the small browser-test
# fixtures (e2e/fixtures) from scratch. Everything is made for this project:
# the voice is espeak-ng, the pictures are ffmpeg's colour source with
# drawtext, the PDF is written object by object by make-pdf.mjs.
#
# Needs: espeak-ng, sox, ffmpeg (libmp3lame, libx264, libvpx, libopus), node.
# Usage:  bash sample-content/make-media.sh      (from anywhere)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
media="$here/media"
fixtures="$root/e2e/fixtures"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for tool in espeak-ng sox soxi ffmpeg ffprobe node; do
  command -v "$tool" >/dev/null || { echo "make-media: $tool is not installed" >&2; exit 1; }
done

font=""
for candidate in /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf /usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf; do
  if [[ -f "$candidate" ]]; then font="$candidate"; break; fi
done

mkdir -p "$media" "$fixtures"

# Same input, same bytes: no encoder version strings or dates in the files.
ff=(ffmpeg -hide_banner -loglevel error -y)
exact=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact)

# speak NAME "text" -> $work/NAME.wav: espeak-ng, trimmed, normalised, padded.
speak() {
  local name="$1" text="$2"
  espeak-ng -v en-us -s 165 -p 45 -w "$work/$name.raw.wav" "$text"
  sox -R "$work/$name.raw.wav" "$work/$name.wav" silence 1 0.05 0.5% reverse silence 1 0.05 0.5% reverse \
    norm -1 pad 0.3 0.5
}

# Podcast / audio clips ------------------------------------------------------

speak own-the-outcome "This is The Briefing, from Lead or Be Led. Today: own the outcome. \
When a mission goes wrong, the leader's first words set the tone. \
Do not start with who dropped the ball. Start with what you could have done differently: \
the brief you gave, the check you skipped, the question you never asked. \
When you take ownership, your team stops hiding problems and starts solving them."

speak commanders-intent "Commander's intent answers three questions. What are we doing? \
Why does it matter? And what does done look like? Give your people the purpose, not just the plan. \
Plans break on first contact. Purpose survives. \
If your team knows the end state, they can adapt without waiting for permission."

speak four-questions "Every after-action review asks four questions. What was supposed to happen? \
What actually happened? Why was there a difference? \
And what will we sustain, or improve, next time?"

speak pre-shift "Pre-shift brief. Three priorities, in order. \
One: everybody goes home. Two: the calls that are holding get cleared first. \
Three: the new officer on B squad rides with a senior partner all week. \
If something changes, you will hear it from me first, not from the radio."

speak debrief-drill "Debrief drill. Take five minutes before the team scatters. \
Each person names one thing we should keep doing, and one thing we should fix. \
No speeches, no blame. The leader goes last, and owns at least one fix. \
Write the fixes down, give each one an owner, and check on them next week."

speak rhythm "Lead or Be Led. Brief the intent. Execute the plan. Debrief honestly."

speak two-minute-brief "The two minute brief. Situation, mission, intent, and questions."

# MP3: mono, 22.05 kHz, 40 kbps CBR, ID3 tag first.
"${ff[@]}" -i "$work/own-the-outcome.wav" "${exact[@]}" -ac 1 -ar 22050 -c:a libmp3lame -b:a 40k \
  -metadata title="Own the Outcome" -metadata artist="Lead or Be Led" -id3v2_version 3 \
  "$media/briefing-own-the-outcome.mp3"

# M4A: AAC in an MP4 container, mono, 24 kHz, 40 kbps.
"${ff[@]}" -i "$work/commanders-intent.wav" "${exact[@]}" -ac 1 -ar 24000 -c:a aac -b:a 40k \
  -movflags +faststart -f ipod "$media/briefing-commanders-intent.m4a"

# WAV: mono, 11.025 kHz, 16-bit PCM (keeps it well under 300 KB).
sox -R "$work/four-questions.wav" -r 11025 -c 1 -b 16 -e signed-integer "$media/aar-four-questions.wav"

# Extra audio for content items (not podcasts): one mp3, one m4a.
"${ff[@]}" -i "$work/pre-shift.wav" "${exact[@]}" -ac 1 -ar 22050 -c:a libmp3lame -b:a 32k \
  -metadata title="Pre-Shift Brief" -metadata artist="Lead or Be Led" -id3v2_version 3 \
  "$media/briefing-pre-shift.mp3"
"${ff[@]}" -i "$work/debrief-drill.wav" "${exact[@]}" -ac 1 -ar 24000 -c:a aac -b:a 32k \
  -movflags +faststart -f ipod "$media/aar-debrief-drill.m4a"

# Video -----------------------------------------------------------------------

# title_card "Line one" "Line two" -> video filter graph on a dark background.
title_card() {
  local top="$1" bottom="$2" size="$3"
  if [[ -n "$font" ]]; then
    printf "drawtext=fontfile=%s:text='%s':fontcolor=0xF2C14E:fontsize=%s:x=(w-tw)/2:y=h/2-th-8,drawtext=fontfile=%s:text='%s':fontcolor=0xE8E8E8:fontsize=%s:x=(w-tw)/2:y=h/2+10" \
      "$font" "$top" "$((size))" "$font" "$bottom" "$((size * 6 / 10))"
  else
    printf "null"
  fi
}

# MP4: H.264 + AAC, 480x270, faststart.
"${ff[@]}" -f lavfi -i "color=c=0x14181F:s=480x270:r=15:d=$(soxi -D "$work/rhythm.wav")" -i "$work/rhythm.wav" \
  -vf "$(title_card "BRIEF. EXECUTE. DEBRIEF." "Lead or Be Led - The Briefing" 28)" \
  "${exact[@]}" -shortest -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -profile:v main \
  -c:a aac -ac 1 -ar 24000 -b:a 40k -movflags +faststart "$media/briefing-rhythm.mp4"

# WebM: VP9 + Opus, 480x270.
"${ff[@]}" -f lavfi -i "color=c=0x1B1F14:s=480x270:r=15:d=$(soxi -D "$work/two-minute-brief.wav")" -i "$work/two-minute-brief.wav" \
  -vf "$(title_card "THE TWO-MINUTE BRIEF" "Situation - Mission - Intent - Questions" 30)" \
  "${exact[@]}" -shortest -c:v libvpx-vp9 -b:v 0 -crf 45 -deadline good -row-mt 1 -pix_fmt yuv420p \
  -c:a libopus -ac 1 -b:a 32k "$media/aar-two-minute-brief.webm"

# PDF -------------------------------------------------------------------------

node "$here/make-pdf.mjs" aar-worksheet "$media/aar-worksheet.pdf"
node "$here/make-pdf.mjs" brief-card "$media/briefing-brief-card.pdf"

# Test fixtures (tiny) --------------------------------------------------------

speak fixture "Test clip. Lead or be led."
"${ff[@]}" -i "$work/fixture.wav" "${exact[@]}" -ac 1 -ar 22050 -c:a libmp3lame -b:a 32k -id3v2_version 3 \
  "$fixtures/clip.mp3"
"${ff[@]}" -i "$work/fixture.wav" "${exact[@]}" -ac 1 -ar 22050 -c:a aac -b:a 32k -movflags +faststart -f ipod \
  "$fixtures/clip.m4a"
sox -R "$work/fixture.wav" -r 8000 -c 1 -b 16 -e signed-integer "$fixtures/clip.wav"
"${ff[@]}" -f lavfi -i "color=c=0x14181F:s=320x180:r=10:d=$(soxi -D "$work/fixture.wav")" -i "$work/fixture.wav" \
  -vf "$(title_card "TEST CLIP" "Lead or Be Led" 24)" \
  "${exact[@]}" -shortest -c:v libx264 -preset slow -crf 32 -pix_fmt yuv420p -profile:v main \
  -c:a aac -ac 1 -ar 22050 -b:a 32k -movflags +faststart "$fixtures/clip.mp4"
"${ff[@]}" -f lavfi -i "color=c=0x14181F:s=320x180:r=10:d=$(soxi -D "$work/fixture.wav")" -i "$work/fixture.wav" \
  -vf "$(title_card "TEST CLIP" "Lead or Be Led" 24)" \
  "${exact[@]}" -shortest -c:v libvpx-vp9 -b:v 0 -crf 50 -deadline good -pix_fmt yuv420p \
  -c:a libopus -ac 1 -b:a 24k "$fixtures/clip.webm"
cp "$media/aar-worksheet.pdf" "$fixtures/worksheet.pdf"
# A text file wearing an audio file's name: uploads must be refused by content.
printf 'This is not audio. It is a plain text file named fake.mp3,\nused to check that uploads are judged by their content.\n' \
  > "$fixtures/fake.mp3"

echo "make-media: done"
ls -l "$media" "$fixtures"
