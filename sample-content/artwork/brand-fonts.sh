# Sourced by the artwork scripts: makes the Barlow Condensed faces the site
# ships (@fontsource, SIL OFL) visible to rsvg-convert, which reads fonts
# through fontconfig as TTF. Needs $root (the repository) and $here; sets
# FONTCONFIG_FILE and $fonts, both removed by brand_fonts_cleanup.
fonts="$(mktemp -d)"
FONTCONFIG_FILE="$(mktemp)"
brand_fonts_cleanup() { rm -rf "$fonts" "$FONTCONFIG_FILE"; }
cp "$root"/node_modules/@fontsource/barlow-condensed/files/barlow-condensed-latin-{600,700}-normal.woff "$fonts/"
python3 "$root/sample-content/artwork/woff-to-ttf.py" "$fonts"/*.woff
rm "$fonts"/*.woff
printf '<?xml version="1.0"?><fontconfig><dir>%s</dir><dir>/usr/share/fonts</dir></fontconfig>\n' "$fonts" > "$FONTCONFIG_FILE"
export FONTCONFIG_FILE
