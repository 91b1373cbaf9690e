#!/usr/bin/env bash
# Remakes public/artwork/the-briefing.png (3000×3000, the podcast artwork Apple
# asks for) from the-briefing.svg. Needs rsvg-convert (Debian: librsvg2-bin)
# and the Barlow Condensed faces the site ships (@fontsource, SIL OFL), which
# fontconfig reads as TTF: woff-to-ttf.py unpacks them into a temporary font dir.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
fonts="$(mktemp -d)"
trap 'rm -rf "$fonts"' EXIT
cp "$root"/node_modules/@fontsource/barlow-condensed/files/barlow-condensed-latin-{600,700}-normal.woff "$fonts/"
python3 "$here/woff-to-ttf.py" "$fonts"/*.woff
rm "$fonts"/*.woff
FONTCONFIG_FILE="$(mktemp)"
trap 'rm -rf "$fonts" "$FONTCONFIG_FILE"' EXIT
printf '<?xml version="1.0"?><fontconfig><dir>%s</dir><dir>/usr/share/fonts</dir></fontconfig>\n' "$fonts" > "$FONTCONFIG_FILE"
export FONTCONFIG_FILE
rsvg-convert -w 3000 -h 3000 "$here/the-briefing.svg" -o "$root/public/artwork/the-briefing.png"
echo "wrote public/artwork/the-briefing.png"
