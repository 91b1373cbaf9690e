#!/usr/bin/env bash
# Remakes public/artwork/the-briefing.png (3000×3000, the podcast artwork Apple
# asks for) from the-briefing.svg. Needs rsvg-convert (Debian: librsvg2-bin)
# and the Barlow Condensed faces the site ships (@fontsource, SIL OFL), which
# fontconfig reads as TTF: woff-to-ttf.py unpacks them into a temporary font dir.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
. "$here/brand-fonts.sh"
trap brand_fonts_cleanup EXIT
rsvg-convert -w 3000 -h 3000 "$here/the-briefing.svg" -o "$root/public/artwork/the-briefing.png"
echo "wrote public/artwork/the-briefing.png"
