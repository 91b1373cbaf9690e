#!/usr/bin/env node
// Makes the web fonts' core files and their @font-face rules
// (docs/decisions/072): for each face the pages use, a subset holding the
// characters of English text (ASCII and its usual punctuation), small enough
// to arrive in the first round trip of a new connection, and a rule that
// sends every other Latin character to Fontsource's whole Latin file, which a
// browser fetches only for a page holding such a character.
//
//   node scripts/subset-fonts.mjs           writes src/web/fonts/
//   node scripts/subset-fonts.mjs --check   exits 1 if src/web/fonts/ is not what it would write
//
// Run it after updating @fontsource-variable/inter or @fontsource/barlow-condensed.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const outDir = path.resolve(import.meta.dirname, "..", "src", "web", "fonts");

/** Fontsource's "latin" unicode-range, the characters its Latin files hold. */
export const LATIN = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];
/** English text: printable ASCII, no-break space, ©, middle dot, en and em dashes, curly quotes, bullet, ellipsis. */
export const CORE = [[0x0020, 0x007e], [0x00a0], [0x00a9], [0x00b7], [0x2013, 0x2014], [0x2018, 0x2019], [0x201c, 0x201d], [0x2022], [0x2026]];
/**
 * Kerning, ligatures and tabular figures (`tabular-nums`); the other
 * features (stylistic sets, contextual alternates) pull in glyphs that
 * would double a core file.
 */
const FEATURES = ["kern", "liga", "tnum"];

const FACES = [
  {
    family: "Inter Variable",
    // The pages use weights 400 to 700 (font-normal to font-bold): the variable font instanced to those.
    weight: "400 700",
    axes: { wght: { min: 400, max: 700 } },
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    core: "inter-core.woff2",
    format: "woff2-variations",
  },
  {
    family: "Barlow Condensed",
    weight: "600",
    source: "@fontsource/barlow-condensed/files/barlow-condensed-latin-600-normal.woff2",
    core: "barlow-condensed-600-core.woff2",
    format: "woff2",
  },
  {
    family: "Barlow Condensed",
    weight: "700",
    source: "@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2",
    core: "barlow-condensed-700-core.woff2",
    format: "woff2",
  },
];

const codePoints = (ranges) => ranges.flatMap(([start, end = start]) => Array.from({ length: end - start + 1 }, (_, i) => start + i));

/** Code points as unicode-range ranges: runs of consecutive points joined. */
export function toRanges(points) {
  const ranges = [];
  for (const point of [...new Set(points)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

const hex = (point) => point.toString(16).toUpperCase().padStart(4, "0");
const unicodeRange = (ranges) => ranges.map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)).join(", ");

const corePoints = new Set(codePoints(CORE));
/** Latin less the core: what the whole files are still fetched for. */
export const REST = toRanges(codePoints(LATIN).filter((point) => !corePoints.has(point)));

function facesCss() {
  const rule = (face, src, ranges) =>
    [
      "@font-face {",
      `  font-family: "${face.family}";`,
      "  font-style: normal;",
      "  font-display: swap;",
      `  font-weight: ${face.weight};`,
      `  src: url("${src}") format("${face.format}");`,
      `  unicode-range: ${unicodeRange(ranges)};`,
      "}",
    ].join("\n");
  return [
    "/* Written by scripts/subset-fonts.mjs (docs/decisions/072); do not edit. */",
    ...FACES.flatMap((face) => [rule(face, `./${face.core}`, toRanges(codePoints(CORE))), rule(face, face.source, REST)]),
    "",
  ].join("\n");
}

/** Every file the script writes, by name, with its contents. */
async function outputs() {
  const text = String.fromCodePoint(...codePoints(CORE));
  const files = new Map([["faces.css", Buffer.from(facesCss())]]);
  for (const face of FACES) {
    const font = fs.readFileSync(require.resolve(face.source));
    files.set(face.core, await subsetFont(font, text, { targetFormat: "woff2", keepFeatures: FEATURES, ...(face.axes ? { variationAxes: face.axes } : {}) }));
  }
  return files;
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const files = await outputs();
  if (process.argv.includes("--check")) {
    const stale = [...files].filter(([name, bytes]) => !fs.existsSync(path.join(outDir, name)) || !fs.readFileSync(path.join(outDir, name)).equals(bytes));
    if (stale.length > 0) {
      console.error(`src/web/fonts is not what scripts/subset-fonts.mjs writes: ${stale.map(([name]) => name).join(", ")}`);
      process.exit(1);
    }
  } else {
    fs.mkdirSync(outDir, { recursive: true });
    for (const [name, bytes] of files) {
      fs.writeFileSync(path.join(outDir, name), bytes);
      console.log(`wrote src/web/fonts/${name} (${bytes.length} bytes)`);
    }
  }
}
