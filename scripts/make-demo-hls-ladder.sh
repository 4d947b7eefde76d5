#!/usr/bin/env bash
# Turns each demo clip's HLS into a ladder of two renditions (issue 12: a learner picks the quality
# of a download): hls/720p/ (the clip's own encode, segments copied as they are), hls/360p/ (a
# smaller encode of video.mp4) and hls/index.m3u8, the master playlist naming both. Run by
# make-demo-media.sh after it made a clip, or alone on the committed clips (idempotent):
#   bash scripts/make-demo-hls-ladder.sh [clip ...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
media="$root/apps/api/src/seed/media"
command -v ffmpeg >/dev/null || { echo "ffmpeg is needed: apt-get install -y ffmpeg" >&2; exit 1; }
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

clips=("$@")
[[ ${#clips[@]} -gt 0 ]] || clips=(clip-1 clip-2 clip-3 clip-4 face-1 face-2 face-3)
for name in "${clips[@]}"; do
  dir="$media/$name/hls"
  # The first run moves the single rendition into 720p/; a later run keeps it.
  if [[ ! -d $dir/720p ]]; then
    mkdir -p "$dir/720p"
    mv "$dir"/index.m3u8 "$dir"/init.mp4 "$dir"/segment-*.m4s "$dir/720p/"
  fi
  rm -rf "$dir/360p" && mkdir -p "$dir/360p"
  # Same 10 s keyframes as the 720p encode, so both renditions cut at the same times.
  ff -i "$media/$name/video.mp4" -vf scale=640:360 \
    -c:v libx264 -profile:v main -preset slow -crf 40 -maxrate 60k -bufsize 240k \
    -g 240 -keyint_min 240 -sc_threshold 0 -c:a copy \
    -f hls -hls_time 10 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
    -hls_segment_filename "$dir/360p/segment-%d.m4s" "$dir/360p/index.m3u8"
  # BANDWIDTH is the peak of a rendition's segments in bits per second, as HLS asks (RFC 8216 §4.3.4.2).
  peak() {
    local folder=$1 best=0
    while read -r seconds file; do
      bits=$(( $(stat -c %s "$folder/$file") * 8 ))
      rate=$(awk -v b="$bits" -v s="$seconds" 'BEGIN { printf "%d", b / s }')
      (( rate > best )) && best=$rate
    done < <(awk -F'[:,]' '/^#EXTINF/ { d = $2; next } /^segment/ { print d, $0 }' "$folder/index.m3u8")
    echo "$best"
  }
  {
    echo '#EXTM3U'
    echo '#EXT-X-VERSION:7'
    echo '#EXT-X-INDEPENDENT-SEGMENTS'
    echo "#EXT-X-STREAM-INF:BANDWIDTH=$(peak "$dir/720p"),RESOLUTION=1280x720,CODECS=\"avc1.4d401f,mp4a.40.2\""
    echo '720p/index.m3u8'
    echo "#EXT-X-STREAM-INF:BANDWIDTH=$(peak "$dir/360p"),RESOLUTION=640x360,CODECS=\"avc1.4d401e,mp4a.40.2\""
    echo '360p/index.m3u8'
  } >"$dir/index.m3u8"
  echo "$name: $(du -sh "$dir/720p" | cut -f1) 720p, $(du -sh "$dir/360p" | cut -f1) 360p"
done
