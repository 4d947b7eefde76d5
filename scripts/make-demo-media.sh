#!/usr/bin/env bash
# Generates the demo course media committed under apps/api/src/seed/media (served at /v/demo/):
# four short clips as HLS (m3u8 + 4 s segments) and MP4, a preview image each, ru and en WebVTT
# subtitles, and two documents (a PDF and a text file). A dev-time tool: the output is committed,
# so neither CI nor `npm start` needs ffmpeg. Re-run after changing this script:
#   apt-get install -y ffmpeg && bash scripts/make-demo-media.sh
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/apps/api/src/seed/media"
command -v ffmpeg >/dev/null || { echo "ffmpeg is needed: apt-get install -y ffmpeg" >&2; exit 1; }

rm -rf "$out"
mkdir -p "$out/docs"

# name | video source (lavfi) | tone Hz | ru title | en title
clips=(
  "clip-1|testsrc2=size=426x240:rate=24|220|Вдох и выдох|Breathe in and out"
  "clip-2|smptehdbars=size=426x240:rate=24|330|Расслабление плеч|Relaxing the shoulders"
  "clip-3|mandelbrot=size=426x240:rate=24|440|Дыхание животом|Belly breathing"
  "clip-4|cellauto=size=426x240:rate=24:rule=110|550|Спокойный счёт|Calm counting"
)
seconds=8

for entry in "${clips[@]}"; do
  IFS='|' read -r name source tone ru en <<<"$entry"
  dir="$out/$name"
  mkdir -p "$dir/hls"
  # Low bitrate H.264 baseline + mono AAC: plays everywhere, a few hundred KB per clip.
  ffmpeg -loglevel error -y \
    -f lavfi -i "$source,format=yuv420p" \
    -f lavfi -i "sine=frequency=$tone:sample_rate=44100" \
    -t "$seconds" -shortest \
    -c:v libx264 -profile:v baseline -preset veryslow -crf 34 -maxrate 160k -bufsize 320k \
    -g 48 -keyint_min 48 -sc_threshold 0 \
    -c:a aac -b:a 32k -ac 1 \
    -movflags +faststart "$dir/video.mp4"
  # HLS from the same encode (no second generation loss): 4 s segments on the 2 s keyframes.
  # Fragmented MP4 segments (.m4s), not MPEG-TS: a `.ts` file in the repository reads as TypeScript
  # to every tool here, and hls.js and native players play fMP4 alike.
  ffmpeg -loglevel error -y -i "$dir/video.mp4" -c copy \
    -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
    -hls_segment_filename "$dir/hls/segment-%d.m4s" "$dir/hls/index.m3u8"
  ffmpeg -loglevel error -y -ss 2 -i "$dir/video.mp4" -frames:v 1 -q:v 7 "$dir/preview.jpg"
  cat >"$dir/ru.vtt" <<VTT
WEBVTT

00:00:00.500 --> 00:00:03.000
$ru

00:00:03.000 --> 00:00:05.500
Дышите спокойно и ровно.

00:00:05.500 --> 00:00:08.000
Отлично, продолжаем.
VTT
  cat >"$dir/en.vtt" <<VTT
WEBVTT

00:00:00.500 --> 00:00:03.000
$en

00:00:03.000 --> 00:00:05.500
Breathe calmly and evenly.

00:00:05.500 --> 00:00:08.000
Well done, let's go on.
VTT
done

cat >"$out/docs/notes-ru.txt" <<'TXT'
Мягкое утро — памятка

1. Занимайтесь в одно и то же время.
2. Дышите носом, спокойно и ровно.
3. В дни отдыха просто погуляйте 20 минут.
TXT

# A real one-page PDF (Helvetica, no embedded fonts), written with byte-exact xref offsets.
node - "$out/docs/guide.pdf" <<'JS'
const fs = require('node:fs');
const lines = ['Soft Morning: course guide', '', '1. Practise at the same time every day.',
  '2. Breathe through the nose, calmly and evenly.', '3. On rest days, take a 20-minute walk.'];
const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${720 - i * 24} Td (${l}) Tj ET`).join('\n');
const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
];
let pdf = '%PDF-1.4\n';
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(pdf));
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(pdf);
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
fs.writeFileSync(process.argv[2], pdf);
JS

du -sh "$out"
