"""The council's palette, the supersampling factor, the output folder and the font."""

import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont



# The images folder beside make_images.py (src/seed/images/).
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "images")

# Palette
NAVY = (11, 61, 107)
DEEP = (6, 34, 62)
MIDNIGHT = (4, 22, 44)
AMBER = (242, 169, 0)
SAFFRON = (255, 190, 60)
TEAL = (0, 150, 150)
TEAL_L = (64, 196, 186)
WHITE = (255, 255, 255)
CREAM = (255, 246, 228)
SKY = (214, 234, 248)
STONE = (232, 226, 214)
BRICK = (176, 92, 62)
GREEN = (46, 125, 90)
GREEN_D = (24, 88, 66)

SS = 2  # supersampling factor for smooth edges

FONT_BOLD = None
for cand in (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
    "/Library/Fonts/Arial Bold.ttf",
):
    if os.path.exists(cand):
        FONT_BOLD = cand
        break


def font(size):
    if FONT_BOLD:
        return ImageFont.truetype(FONT_BOLD, size)
    return ImageFont.load_default()
