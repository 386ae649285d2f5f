#!/bin/sh
# Regenerates the demo clips committed beside this script (needs ffmpeg >= 5).
# Each clip is a warm sky gradient, a soft sun rising slowly over a drifting hill, and a
# quiet sine tone; kept tiny (CRF 31, mono 24 kb/s AAC) so they can live in the repository.
set -eu
cd "$(dirname "$0")"

# make_clip OUT SKY_TOP SKY_MID SKY_LOW SUN_RGB HILL_RGB TONE_HZ SECONDS
make_clip() {
  out=$1 c0=$2 c1=$3 c2=$4 sun=$5 hill=$6 freq=$7 dur=$8
  sr=${sun%%,*} sg=$(echo "$sun" | cut -d, -f2) sb=${sun##*,}
  hr=${hill%%,*} hg=$(echo "$hill" | cut -d, -f2) hb=${hill##*,}
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:r=24:d=$dur:n=3:c0=$c0:c1=$c1:c2=$c2:x0=320:y0=0:x1=360:y1=360:speed=0.00002" \
    -f lavfi -i "color=c=black@0:s=200x200:r=24:d=$dur,format=rgba,geq=r=$sr:g=$sg:b=$sb:a='230*clip((90-hypot(X-100\,Y-100))/24\,0\,1)'" \
    -f lavfi -i "color=c=black@0:s=800x160:r=1:d=1,format=rgba,geq=r=$hr:g=$hg:b=$hb:a='255*clip(Y-(70+28*sin(X/110)+12*sin(X/37))\,0\,1)'" \
    -f lavfi -i "sine=f=$freq:sample_rate=22050:d=$dur" \
    -filter_complex "[2]loop=-1:1:0,fps=24[h];[0][1]overlay=x='250+t*4':y='190-t*9':shortest=1[s];[s][h]overlay=x='-80+t*3':y=220:shortest=1,format=yuv420p,fade=in:d=1:c=0xfbf6ee,fade=out:st=$((dur - 1)):d=1:c=0xfbf6ee[v];[3]volume=0.06,afade=in:d=2,afade=out:st=$((dur - 2)):d=2[a]" \
    -map "[v]" -map "[a]" -t "$dur" -c:v libx264 -preset slow -crf 31 -profile:v main -pix_fmt yuv420p \
    -c:a aac -b:a 24k -ac 1 -movflags +faststart "$out"
}

make_clip trailer.mp4 0xfbf6ee 0xf6e3c8 0xf4b183 255,164,0 143,166,134 196 8
make_clip lesson-a.mp4 0xf7f3ea 0xdfe6d6 0xc9d4bf 255,196,120 122,148,118 174 7
make_clip lesson-b.mp4 0xfbf3ea 0xf1d2bd 0xd98c6a 255,226,170 176,104,82 220 7

# The still beneath the home page's hero video: the trailer's first frame after its fade-in.
ffmpeg -hide_banner -loglevel error -y -ss 1.2 -i trailer.mp4 -frames:v 1 -vf scale=960:540:flags=lanczos -c:v libwebp -quality 85 \
  ../../../../../web/src/features/home/assets/hero-still.webp
