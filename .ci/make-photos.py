"""Photos for the growth benchmark: a phone-sized gallery photo and a camera-sized one.

Noise over a gradient, so JPEG cannot shrink them below what real photos weigh.
Usage: python3 make-photos.py OUT_DIR
"""
import os
import random
import sys

from PIL import Image

out = sys.argv[1]
random.seed(7)


def photo(width, height, quality, name):
    gradient = Image.linear_gradient("L").resize((width, height)).convert("RGB")
    noise = Image.effect_noise((width, height), 64).convert("RGB")
    img = Image.blend(gradient, noise, 0.45)
    img.save(os.path.join(out, name), "JPEG", quality=quality)
    print(name, os.path.getsize(os.path.join(out, name)), "bytes")


photo(1600, 1200, 80, "gallery.jpg")
# What a phone camera uploads: 4000x3000, about 4 MB.
photo(4000, 3000, 90, "camera.jpg")
