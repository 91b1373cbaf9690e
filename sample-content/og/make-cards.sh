#!/usr/bin/env bash
# Remakes the share cards in public/og/ (1200×630 PNG, one per kind of page)
# from card.svg.tmpl. Needs rsvg-convert (Debian: librsvg2-bin) and the fonts
# the site ships (../artwork/brand-fonts.sh).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
work="$(mktemp -d)"
. "$here/../artwork/brand-fonts.sh"
trap 'brand_fonts_cleanup; rm -rf "$work"' EXIT
mkdir -p "$root/public/og"
# name | kicker | title | title size | line
while IFS='|' read -r name kicker title size line; do
  sed -e "s|@KICKER@|$kicker|" -e "s|@TITLE@|$title|" -e "s|@SIZE@|$size|" -e "s|@LINE@|$line|" "$here/card.svg.tmpl" > "$work/$name.svg"
  rsvg-convert -w 1200 -h 630 "$work/$name.svg" -o "$root/public/og/$name.png"
  echo "wrote public/og/$name.png"
done <<'CARDS'
site|LEADERSHIP TRAINING|LEAD OR BE LED|112|COMMAND STAFF · LINE LEADERS · PROFESSIONALS
field-manual|LEAD OR BE LED|FIELD MANUAL|112|ARTICLES ON GROWTH, RESILIENCE AND CULTURE
the-briefing|LEAD OR BE LED|THE BRIEFING|112|THE PODCAST FOR LEADERS UNDER PRESSURE
after-action|LEAD OR BE LED|AFTER-ACTION|112|CASE STUDIES AND LESSONS LEARNED
CARDS
