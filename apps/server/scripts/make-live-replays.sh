#!/usr/bin/env bash
# Regenerates the seeded live replays under apps/server/media/live-replays (committed, so a fresh clone plays them
# without ffmpeg). Each is what the live transcoder writes for a recording: one rendition (640×360, H.264 Main +
# AAC-LC), 2-second MPEG-TS segments, a VOD playlist with ENDLIST.
#
# Usage: apps/server/scripts/make-live-replays.sh
#   (needs ffmpeg with libx264 and drawtext, fontconfig and a CJK font such as fonts-noto-cjk)
set -euo pipefail

server_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out_dir="$server_dir/media/live-replays"
command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }
command -v fc-match >/dev/null || { echo "fc-match is required (apt-get install fontconfig)" >&2; exit 1; }
font="$(fc-match -f '%{file}' 'Noto Sans CJK SC:style=Regular')"
[[ -f "$font" ]] || { echo "no CJK font found (apt-get install fonts-noto-cjk)" >&2; exit 1; }

# id | caption | background | tone (Hz)
replays=(
  "replay-1|直播回放：增值税实务答疑|0x1e3a5f|440"
  "replay-2|直播回放：出口退税申报演示|0x2f4f3a|523"
  "replay-3|直播回放：个税汇算要点|0x5a2a3c|659"
)

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for entry in "${replays[@]}"; do
  IFS='|' read -r id caption colour tone <<<"$entry"
  printf '%s' "$caption" >"$tmp/$id.txt"
  mkdir -p "$tmp/$id"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=$colour:s=640x360:r=25:d=12" \
    -f lavfi -i "sine=frequency=$tone:sample_rate=44100:duration=12" \
    -vf "drawtext=fontfile='$font':textfile='$tmp/$id.txt':fontcolor=white:fontsize=32:x=(w-text_w)/2:y=h/2-40,drawtext=fontfile='$font':text='%{pts\:hms}':fontcolor=white:fontsize=24:x=(w-text_w)/2:y=h/2+20" \
    -c:v libx264 -profile:v main -preset medium -pix_fmt yuv420p -b:v 250k -g 50 -keyint_min 50 -sc_threshold 0 \
    -c:a aac -b:a 48k -ac 1 -ar 44100 \
    -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type mpegts -hls_flags independent_segments \
    -hls_segment_filename "$tmp/$id/seg-%05d.ts" "$tmp/$id/index.m3u8"
done
rm -rf "$out_dir"
mkdir -p "$(dirname "$out_dir")"
mkdir -p "$out_dir"
for entry in "${replays[@]}"; do
  id="${entry%%|*}"
  mv "$tmp/$id" "$out_dir/$id"
done
echo "wrote ${#replays[@]} replays to $out_dir"
