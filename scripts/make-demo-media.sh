#!/usr/bin/env bash
# Generates the demo schools' media, committed under apps/api/src/seed (decision 046):
#   media/<clip>/      a lesson video: video.mp4, hls/index.m3u8 (master) + hls/{720p,360p}/, preview.jpg, ru.vtt, en.vtt
#                      (served at /v/demo/<clip>/...); clip-1..4 are Mindful School's (Russian on screen),
#                      face-1..3 FaceFit's (English on screen)
#   media/covers/      course covers and the course background (served at /v/demo/covers/...)
#   media/docs/        the course guides as PDF (English, and Russian for the first school) and a text note
#   assets/banners/    the first school's banners, in Russian (served at /v/banners/...)
# Photos: the MATE desktop's nature wallpapers (Debian package mate-backgrounds, GPL-2+), credited in
# media/CREDITS.md. A dev-time tool: the output is committed, so neither CI nor `npm start` needs it.
#   apt-get install -y ffmpeg fonts-dejavu-core mate-backgrounds && bash scripts/make-demo-media.sh
# Keep everything under apps/api/src/seed below 11 MB (the seed test checks it): 1280x720 at a low
# bitrate works because the picture is a still photo with one slow moving shape.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seed="$root/apps/api/src/seed"
out="$seed/media"
banners="$seed/assets/banners"
photos=/usr/share/backgrounds/mate/nature
fonts=/usr/share/fonts/truetype/dejavu
for need in ffmpeg node; do command -v "$need" >/dev/null || { echo "$need is needed" >&2; exit 1; }; done
[[ -f "$photos/Dune.jpg" ]] || { echo "photos are needed: apt-get install -y mate-backgrounds" >&2; exit 1; }
[[ -f "$fonts/DejaVuSans.ttf" ]] || { echo "fonts are needed: apt-get install -y fonts-dejavu-core" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# ONLY=clip-1 remakes one clip, ONLY=images the covers, banners and documents, and leaves
# everything else as it is (to try a change quickly, or to make clips side by side).
only="${ONLY:-}"
[[ -n $only ]] || rm -rf "$out" "$banners"
mkdir -p "$out/docs" "$out/covers" "$banners"
ff() { ffmpeg -nostdin -loglevel error -y "$@"; }
# A text for drawtext, from a file: no escaping of quotes, colons or commas in the texts below.
txt() { local f; f="$(mktemp "$work/text-XXXXXX")"; printf '%s' "$1" >"$f"; printf '%s' "$f"; }
light="$fonts/DejaVuSans-ExtraLight.ttf"
regular="$fonts/DejaVuSans.ttf"
serif="$fonts/DejaVuSerif.ttf"

# A soft ring, and dark gradients that keep white text readable over a photo.
ff -f lavfi -i "color=c=black@0:s=480x480,format=rgba" -frames:v 1 \
  -vf "geq=r=255:g=255:b=255:a='255*(0.22*lte(hypot(X-240,Y-240),232)+0.6*clip(1-abs(hypot(X-240,Y-240)-232)/3,0,1))'" \
  "$work/ring.png"
ff -f lavfi -i "color=c=black:s=1280x720,format=rgba" -frames:v 1 \
  -vf "geq=r=0:g=0:b=0:a='255*min(0.85,0.25+0.75*pow(Y/H,2)+0.35*pow(1-X/W,3))'" "$work/shade.png"

# One still: a photo cropped to WxH, blurred by BLUR, shaded, with the given drawtext filters.
still() { # out W H photo blur "drawtext chain or empty"
  local o="$1" w="$2" h="$3" photo="$4" blur="$5" draw="$6"
  ff -i "$photos/$photo" -i "$work/shade.png" -frames:v 1 -filter_complex \
    "[0]scale=$w:$h:force_original_aspect_ratio=increase,crop=$w:$h,setsar=1,gblur=sigma=$blur,eq=saturation=0.9[p];
     [1]scale=$w:$h[s];[p][s]overlay=format=auto${draw:+,$draw}" "$o"
}
dt() { # font size x y text [extra]: one drawtext
  printf "drawtext=fontfile=%s:fontsize=%s:fontcolor=white:x=%s:y=%s:textfile=%s%s" "$1" "$2" "$3" "$4" "$(txt "$5")" "${6:-}"
}

# name | photo | on-screen language | cycle: first phase s | second phase s | cycles | first word | second word |
# title (on screen) | course (on screen) | instruction (on screen) | ru title | en title | ru first | ru second | en first | en second
clips=(
  "clip-1|Dune.jpg|ru|4|4|7|Вдох|Выдох|Вдох и выдох|Мягкое утро · урок 1|Сядьте удобно, спина прямая, плечи опущены.|Вдох и выдох|Breathe in and out|Вдох через нос на четыре счёта.|Медленный выдох на четыре счёта.|Breathe in through the nose for four counts.|Breathe out slowly for four counts."
  "clip-2|RainDrops.jpg|ru|4|4|6|Плечи вверх|Плечи вниз|Расслабление плеч|Мягкое утро · урок 2|С вдохом поднимите плечи, с выдохом отпустите.|Расслабление плеч|Relaxing the shoulders|Вдох: плечи тянутся к ушам.|Выдох: плечи мягко опускаются.|Breathe in: lift the shoulders to the ears.|Breathe out: let the shoulders drop."
  "clip-3|Aqua.jpg|ru|4|6|5|Вдох животом|Долгий выдох|Дыхание животом|Мягкое утро · урок 3|Положите ладонь на живот и следите за ней.|Дыхание животом|Belly breathing|Вдох: живот поднимает ладонь.|Долгий выдох: живот опускается.|Breathe in: the belly lifts your hand.|Long breath out: the belly sinks."
  "clip-4|TwoWings.jpg|ru|4|4|7|Вдох|Выдох|Спокойный счёт|Мягкое утро · урок 4|Считайте выдохи. Сбились — начните с одного.|Спокойный счёт|Calm counting|Вдох, ничего не считаем.|Выдох — и счёт про себя.|Breathe in, no counting.|Breathe out and count silently."
  "face-1|FreshFlower.jpg|en|6|4|5|Hold|Release|Warm-up|Face yoga · lesson 1|Tap the cheeks, then smile wide and hold.|Разминка|Warm-up|Улыбнитесь широко и держите.|Расслабьте лицо.|Smile wide and hold.|Let the face relax."
  "face-2|Garden.jpg|en|6|4|5|Lift|Relax|Cheeks and jaw|Face yoga · lesson 2|Lips closed, lift the cheeks towards the eyes.|Щёки и подбородок|Cheeks and jaw|Поднимите щёки к глазам и держите.|Отпустите, челюсть свободна.|Lift the cheeks towards the eyes and hold.|Let go, keep the jaw loose."
  "face-3|YellowFlower.jpg|en|6|4|5|Open|Soften|Around the eyes|Face yoga · lesson 3|Eyes wide, brows still: feel the lower lids work.|Вокруг глаз|Around the eyes|Широко откройте глаза, брови неподвижны.|Смягчите взгляд.|Open the eyes wide, brows still.|Soften the gaze."
)
intro=6
outro=5

# Where the photos come from and under which licence (written beside the media and the banners).
credits() {
  cat >"$out/CREDITS.md" <<'MD'
# Credits of the demo media

Generated by `scripts/make-demo-media.sh` (decision 046). The lesson videos, their posters, the
course covers and the banners of `../assets/banners` are built over these photographs, cropped,
blurred and captioned. Everything here is derived from them and is under their licence, GPL-2.0+.

| Photo (mate-backgrounds, `/usr/share/backgrounds/mate/nature/`) | Author | Licence | Used in |
| --- | --- | --- | --- |
| Dune.jpg | Marco Cogoni, Hylke Bons | GPL-2.0+ | clip-1, covers/soft-morning, covers/soft-morning-background, banners/breathe |
| RainDrops.jpg | "blackcombwhistler07" | GPL-2.0+ | clip-2, banners/morning |
| Aqua.jpg | Charles Barbin | GPL-2.0+ | clip-3, covers/yoga-nidra |
| TwoWings.jpg | Charles Barbin, Hylke Bons | GPL-2.0+ | clip-4, covers/calm-evening |
| FreshFlower.jpg | Jens Ansorg | GPL-2.0+ | face-1, covers/face-yoga |
| Garden.jpg | Charles Barbin | GPL-2.0+ | face-2 |
| YellowFlower.jpg | Charles Barbin | GPL-2.0+ | face-3 |
| Storm.jpg | Sergey Nazarov | GPL-2.0+ | covers/sleep-breath |
| GreenMeadow.jpg | Timothy Schellhase, Lapo Calamandrei | GPL-2.0+ | covers/mindful-walk, banners/club |
| LadyBird.jpg | Charles Barbin | GPL-2.0+ | covers/gratitude, banners/renew |

Source: the MATE desktop's backgrounds (<https://git.mate-desktop.org/mate-backgrounds/>), as
packaged by Debian (`mate-backgrounds` 1.26.0); the authors are those of its `debian/copyright`.
Text is set in DejaVu Sans and DejaVu Serif (`fonts-dejavu-core`, free licence). The soundtrack is
synthesised by ffmpeg (sine tones and filtered noise); the two documents are written by the script.
MD
  printf '%s\n' '# Credits' '' 'The banners are built over photographs of the MATE desktop (GPL-2.0+): see' \
    '`../../media/CREDITS.md`, generated with them by `scripts/make-demo-media.sh`.' >"$banners/CREDITS.md"
}

vtt_time() { printf '%02d:%02d:%06.3f' $(($1 / 3600)) $(($1 % 3600 / 60)) "$(($1 % 60)).${2:-0}"; }
cue() { printf '\n%s --> %s\n%s\n' "$(vtt_time "$1")" "$(vtt_time "$2")" "$3"; }

for entry in "${clips[@]}"; do
  IFS='|' read -r name photo lang a b cycles first second title course instruction \
    ru_title en_title ru_first ru_second en_first en_second <<<"$entry"
  [[ -z $only || $only == "$name" ]] || continue
  dir="$out/$name"
  rm -rf "$dir/hls" && mkdir -p "$dir/hls"
  cycle=$((a + b))
  practice_end=$((intro + cycles * cycle))
  duration=$((practice_end + outro))
  if [[ $lang == ru ]]; then done_text='Хорошая работа'; next_text='Отдохните минуту перед следующим упражнением'; round='круг'
  else done_text='Well done'; next_text='Rest for a minute before the next exercise'; round='round'; fi

  # Three stills: the title card, the practice background, the closing card.
  still "$work/title.png" 1280 720 "$photo" 0 \
    "$(dt "$regular" 30 80 470 "$course"),$(dt "$serif" 72 76 520 "$title"),$(dt "$light" 30 80 630 "$instruction")"
  still "$work/practice.png" 1280 720 "$photo" 9 \
    "$(dt "$regular" 26 56 48 "$course" ':alpha=0.85'),$(dt "$light" 30 '(w-text_w)/2' 640 "$instruction")"
  still "$work/end.png" 1280 720 "$photo" 9 \
    "$(dt "$serif" 64 '(w-text_w)/2' 290 "$done_text"),$(dt "$light" 30 '(w-text_w)/2' 390 "$next_text")"

  # The ring grows in the first phase and shrinks in the second (eased), from intro to practice_end.
  # It moves 12 times a second (every other frame): a frame that repeats the last costs nothing.
  p="mod(floor(t*12)/12-$intro\,$cycle)"
  grow="if(lt($p\,$a)\,0.5-0.5*cos(PI*$p/$a)\,0.5+0.5*cos(PI*($p-$a)/$b))"
  on="between(t\,$intro\,$practice_end-0.01)"
  ff -loop 1 -framerate 24 -t "$duration" -i "$work/practice.png" \
    -loop 1 -framerate 24 -t "$duration" -i "$work/ring.png" \
    -loop 1 -framerate 24 -t "$intro" -i "$work/title.png" \
    -loop 1 -framerate 24 -t "$outro" -i "$work/end.png" \
    -f lavfi -t "$duration" -i "aevalsrc='0.05*sin(2*PI*110*t)+0.035*sin(2*PI*164.81*t)*(0.7+0.3*sin(2*PI*t/11))+0.03*sin(2*PI*220*t)*(0.6+0.4*sin(2*PI*t/7))+0.018*sin(2*PI*329.63*t)*(0.5+0.5*sin(2*PI*t/13))':s=22050" \
    -f lavfi -t "$duration" -i "anoisesrc=color=brown:amplitude=0.5:r=22050:seed=7" \
    -filter_complex "
      [1]format=rgba,scale=w='2*trunc((200+190*($grow))/2)':h=-1:eval=frame[ring];
      [0][ring]overlay=x='(W-w)/2':y='(H-h)/2-20':enable='$on',
      $(dt "$light" 52 '(w-text_w)/2' '(h-text_h)/2-20' "$first" ":enable='$on*lt($p,$a)'"),
      $(dt "$light" 52 '(w-text_w)/2' '(h-text_h)/2-20' "$second" ":enable='$on*gte($p,$a)'"),
      drawtext=fontfile=$regular:fontsize=24:fontcolor=white@0.8:x=(w-text_w)/2:y=560:enable='$on':text='$round %{eif\:min(floor((t-$intro)/$cycle)+1\,$cycles)\:d} / $cycles'[base];
      [2]format=rgba,fade=t=out:st=$((intro - 1)):d=1:alpha=1[title];
      [3]format=rgba,fade=t=in:d=1:alpha=1,setpts=PTS+$practice_end/TB[end];
      [base][title]overlay=eof_action=pass[v1];
      [v1][end]overlay=eof_action=pass,fade=t=in:d=1,fade=t=out:st=$((duration - 1)):d=1,setsar=1,format=yuv420p[v];
      [5]lowpass=f=380,volume='0.25+0.55*($grow)':eval=frame[sea];
      [4][sea]amix=inputs=2:weights='1 0.6':normalize=0,afade=t=in:d=2,afade=t=out:st=$((duration - 3)):d=3[a]" \
    -map '[v]' -map '[a]' \
    -c:v libx264 -profile:v main -preset slow -crf 36 -maxrate 220k -bufsize 880k \
    -g 240 -keyint_min 240 -sc_threshold 0 -x264-params 'aq-mode=3' \
    -c:a aac -b:a 16k -ac 1 -ar 22050 \
    -movflags +faststart "$dir/video.mp4"
  # HLS from the same encode (no second generation loss): 10 s fMP4 segments on the 10 s keyframes
  # (a keyframe of a 720p photo is most of a segment's bytes: fewer of them keep the clip small).
  # Not MPEG-TS: a `.ts` file in the repository reads as TypeScript to every tool here.
  ff -i "$dir/video.mp4" -c copy \
    -f hls -hls_time 10 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
    -hls_segment_filename "$dir/hls/segment-%d.m4s" "$dir/hls/index.m3u8"
  # A ladder of renditions (720p from this encode, 360p) under a master playlist (issue 12).
  bash "$root/scripts/make-demo-hls-ladder.sh" "$name"
  # The poster: the title card.
  ff -ss 3 -i "$dir/video.mp4" -frames:v 1 -vf scale=960:540 -q:v 5 "$dir/preview.jpg"

  # Subtitles follow the picture: the title, each phase of each round, the closing words.
  for sub in ru en; do
    if [[ $sub == ru ]]; then t1="$ru_title"; s1="$ru_first"; s2="$ru_second"; fin='Хорошая работа. Отдохните минуту.'
    else t1="$en_title"; s1="$en_first"; s2="$en_second"; fin='Well done. Rest for a minute.'; fi
    {
      echo WEBVTT
      cue 0 "$intro" "$t1"
      for ((i = 0; i < cycles; i++)); do
        start=$((intro + i * cycle))
        cue "$start" $((start + a)) "$s1"
        cue $((start + a)) $((start + cycle)) "$s2"
      done
      cue "$practice_end" "$duration" "$fin"
    } >"$dir/$sub.vtt"
  done
  echo "$name: ${duration}s, $(du -sb "$dir" | cut -f1) bytes"
done
[[ -z $only || $only == images ]] || exit 0

# Course covers (16:9, shown on the course cards and the course screen) and the course background.
# slug | photo | title | line | the school's brand colour (schools.ts --color-primary)
covers=(
  "soft-morning|Dune.jpg|Мягкое утро|21 день утренних практик|0x14b8a6"
  "sleep-breath|Storm.jpg|Дыхание для сна|10 вечеров спокойного дыхания|0x14b8a6"
  "mindful-walk|GreenMeadow.jpg|Осознанная ходьба|10 прогулок с вниманием|0x14b8a6"
  "calm-evening|TwoWings.jpg|Спокойный вечер|10 дней мягкого завершения дня|0x14b8a6"
  "yoga-nidra|Aqua.jpg|Йога-нидра|10 практик глубокого отдыха|0x14b8a6"
  "gratitude|LadyBird.jpg|Практика благодарности|10 дней внимания к хорошему|0x14b8a6"
  "face-yoga|FreshFlower.jpg|Face yoga|30 days, ten minutes a day|0xdb2777"
)
for entry in "${covers[@]}"; do
  IFS='|' read -r slug photo title line colour <<<"$entry"
  still "$work/cover.png" 960 540 "$photo" 0 \
    "drawbox=x=50:y=372:w=72:h=6:color=$colour:t=fill,$(dt "$serif" 56 48 400 "$title"),$(dt "$light" 28 50 472 "$line")"
  ff -i "$work/cover.png" -q:v 6 "$out/covers/$slug.jpg"
done
still "$work/bg.png" 1600 600 Dune.jpg 14 ""
ff -i "$work/bg.png" -q:v 8 "$out/covers/soft-morning-background.jpg"

# Mindful School's banners (1200x300), in its language: a photo, the brand's teal, the title.
# file | photo | title | line
banner_list=(
  "breathe|Dune.jpg|Дышите вместе с нами|Каждое утро — десять минут тишины"
  "club|GreenMeadow.jpg|Клуб Mindful|Встречи по воскресеньям в 10:00 по Москве"
  "renew|LadyBird.jpg|Продлите курс баллами|Баллы за занятия — это дни доступа к курсу"
  "morning|RainDrops.jpg|Советы для утренней практики|Вода, тишина и одно и то же время"
)
for entry in "${banner_list[@]}"; do
  IFS='|' read -r file photo title line <<<"$entry"
  ff -i "$photos/$photo" -f lavfi -i "color=c=0x0f766e:s=1200x300,format=rgba" -frames:v 1 -filter_complex \
    "[0]scale=1200:300:force_original_aspect_ratio=increase,crop=1200:300[p];
     [1]geq=r=15:g=118:b=110:a='255*clip(1.05-X/760,0,0.92)'[tint];
     [p][tint]overlay=format=auto,$(dt "$serif" 50 56 92 "$title"),$(dt "$light" 26 58 172 "$line")" \
    -q:v 6 "$banners/$file.jpg"
done

cat >"$out/docs/notes-ru.txt" <<'TXT'
Мягкое утро — памятка

1. Занимайтесь в одно и то же время, лучше до завтрака.
2. Дышите носом, спокойно и ровно; выдох длиннее вдоха.
3. Сбились со счёта — начните с одного, это тоже практика.
4. В дни отдыха просто погуляйте 20 минут.
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

# The Russian school's guide in Russian: a PDF's standard fonts have no Cyrillic, so Chromium prints
# it with DejaVu Sans embedded (Debian's chromium; Playwright drives it).
node --input-type=module - "$out/docs/guide-ru.pdf" "$root" <<'JS'
import { createRequire } from 'node:module';
const [target, root] = process.argv.slice(2);
const { chromium } = createRequire(`${root}/package.json`)('playwright');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
await page.setContent(`<!doctype html><html lang="ru"><meta charset="utf-8">
<style>body{font-family:'DejaVu Sans';margin:0;color:#1f2933}h1{font-size:22pt;color:#0f766e}
li{margin:0 0 8pt;font-size:12pt;line-height:1.4}p{font-size:12pt;line-height:1.4}</style>
<h1>Мягкое утро: путеводитель по курсу</h1>
<p>Двадцать один день коротких утренних практик. Вот как пройти их спокойно и с пользой.</p>
<ol>
<li>Занимайтесь в одно и то же время, лучше сразу после пробуждения.</li>
<li>Дышите носом, спокойно и ровно; выдох чуть длиннее вдоха.</li>
<li>Сбились со счёта — начните с одного, это тоже практика.</li>
<li>Домашние задания недели 2 открывают неделю 3: сдайте фото осанки и итоги недели.</li>
<li>В дни отдыха просто погуляйте 20 минут.</li>
<li>Вопросы — эксперту в чате курса: он отвечает в течение суток.</li>
</ol>`);
await page.pdf({ path: target, format: 'A4', margin: { top: '2cm', bottom: '2cm', left: '2cm', right: '2cm' } });
await browser.close();
JS

credits
# The budget the seed test holds (decision 046): media and assets together under 10 MB.
du -cb --apparent-size -s "$seed/media" "$seed/assets"
