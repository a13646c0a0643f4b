"""A camera photo for the photo benchmark: 4000x3000, about 4 MB, as a phone uploads one.

Coloured shapes, softened, with sensor-like grain: it compresses like a photograph, not like
flat colour (too easy) nor like pure noise (impossible).
Usage: python3 make-phone-photo.py OUT_FILE
"""
import os
import random
import sys

from PIL import Image, ImageDraw, ImageFilter

out = sys.argv[1]
random.seed(3)
w, h = 4000, 3000
img = Image.linear_gradient("L").resize((w, h)).convert("RGB")
draw = ImageDraw.Draw(img)
for _ in range(400):
    x, y, r = random.randrange(w), random.randrange(h), random.randrange(20, 400)
    colour = tuple(random.randrange(256) for _ in range(3))
    draw.ellipse([x - r, y - r, x + r, y + r], fill=colour)
img = img.filter(ImageFilter.GaussianBlur(3))
grain = Image.effect_noise((w, h), 40).convert("RGB")
Image.blend(img, grain, 0.18).save(out, "JPEG", quality=92)
print(out, os.path.getsize(out), "bytes")
