"""The feature cards and the focused announcements' pictures."""

import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from .palette import *  # noqa: F401,F403
from .helpers import *  # noqa: F401,F403
from .parts import *  # noqa: F401,F403


# ----------------------------------------------------------------- features


def feature_card(name, c1, c2, kinds, seed):
    W, H = 600 * SS, 400 * SS
    rng = random.Random(seed)
    img = dgrad(W, H, c1, c2)
    img = glow(img, W * 0.5, H * 0.5, 260 * SS, mix(c2, WHITE, 0.3), 0.45)

    def deco(d, layer):
        dots_network(d, W, H, rng, 22, (255, 255, 255, 90), link=150 * SS)
        for k in range(3):
            r = (110 + k * 44) * SS
            d.ellipse([W / 2 - r, H / 2 - r, W / 2 + r, H / 2 + r], outline=(255, 255, 255, 40 - k * 10),
                      width=2 * SS)
        r = 100 * SS
        d.ellipse([W / 2 - r, H / 2 - r, W / 2 + r, H / 2 + r], fill=(255, 255, 255, 40))
        main, small = kinds
        icon(d, main, W / 2, H / 2 + (15 * SS if main == "cap" else 0), 64 * SS)
        for (x, y), k in zip(((W * 0.16, H * 0.25), (W * 0.84, H * 0.72), (W * 0.85, H * 0.22)), small):
            rr = 38 * SS
            d.ellipse([x - rr, y - rr, x + rr, y + rr], fill=(255, 255, 255, 36))
            icon(d, k, x, y, 20 * SS)
    img = overlay(img, deco)
    finish(img, (600, 400), name, "JPEG", quality=80)


# --------------------------------------------------------- announcement PNGs


def announce_card(name, bg, fg, draw_main, seed):
    W, H = 600 * SS, 400 * SS
    rng = random.Random(seed)
    img = Image.new("RGB", (W, H), bg)
    d = ImageDraw.Draw(img)
    # flat decorative shapes
    d.ellipse([W * 0.62, -H * 0.35, W * 1.25, H * 0.6], fill=mix(bg, WHITE, 0.12))
    d.ellipse([-W * 0.2, H * 0.6, W * 0.32, H * 1.35], fill=mix(bg, (0, 0, 0), 0.12))
    for _ in range(18):
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        r = rng.choice([4, 6, 8]) * SS
        d.ellipse([x - r, y - r, x + r, y + r], fill=mix(bg, WHITE, 0.25))
    draw_main(d, W, H, fg)
    img = img.resize((600, 400), Image.LANCZOS)
    img = img.quantize(colors=48, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    full = os.path.join(OUT, name)
    img.save(full, "PNG", optimize=True)
    print(f"{name:28s} {os.path.getsize(full) / 1024:6.1f} KB")


def draw_research(d, W, H, fg):
    cx, cy, s = W * 0.40, H * 0.58, 72 * SS
    # flask
    d.polygon([(cx - 0.35 * s, cy - 1.6 * s), (cx + 0.35 * s, cy - 1.6 * s), (cx + 0.35 * s, cy - 0.6 * s),
               (cx + 1.25 * s, cy + 1.2 * s), (cx - 1.25 * s, cy + 1.2 * s), (cx - 0.35 * s, cy - 0.6 * s)],
              fill=WHITE)
    d.rounded_rectangle([cx - 0.5 * s, cy - 1.8 * s, cx + 0.5 * s, cy - 1.55 * s], radius=8 * SS, fill=WHITE)
    d.polygon([(cx - 0.78 * s, cy + 0.25 * s), (cx + 0.78 * s, cy + 0.25 * s), (cx + 1.25 * s, cy + 1.2 * s),
               (cx - 1.25 * s, cy + 1.2 * s)], fill=AMBER)
    for bx, by, r in ((-0.3, 0.6, 0.12), (0.25, 0.8, 0.09), (0.05, 0.45, 0.07)):
        d.ellipse([cx + (bx - r) * s, cy + (by - r) * s, cx + (bx + r) * s, cy + (by + r) * s], fill=SAFFRON)
    # seedling growing from the flask mouth
    d.line([(cx, cy - 1.8 * s), (cx, cy - 2.35 * s)], fill=TEAL_L, width=8 * SS)
    d.ellipse([cx - 0.75 * s, cy - 2.7 * s, cx, cy - 2.25 * s], fill=TEAL_L)
    d.ellipse([cx, cy - 2.95 * s, cx + 0.75 * s, cy - 2.45 * s], fill=TEAL_L)
    # bulb to the right
    icon(d, "bulb", W * 0.77, H * 0.5, 55 * SS, colour=WHITE, accent=AMBER)


def draw_credits(d, W, H, fg):
    # stacked credit blocks climbing like steps, with a mortarboard on top
    base = H * 0.82
    cols = [TEAL_L, WHITE, SAFFRON, WHITE, AMBER]
    for k in range(5):
        x0 = W * 0.16 + k * W * 0.13
        top = base - (k + 1) * H * 0.11
        d.rounded_rectangle([x0, top, x0 + W * 0.11, base], radius=10 * SS, fill=cols[k])
        for j in range(k + 1):
            y = base - (j + 0.5) * H * 0.11
            d.ellipse([x0 + W * 0.045, y - 6 * SS, x0 + W * 0.065, y + 6 * SS], fill=NAVY)
    mortarboard(d, W * 0.16 + 4 * W * 0.13 + W * 0.055, base - 5 * H * 0.11 - 55 * SS, 46 * SS,
                WHITE, tassel=AMBER)
    # upward arrow
    d.line([(W * 0.14, H * 0.45), (W * 0.52, H * 0.16)], fill=WHITE, width=9 * SS)
    d.polygon([(W * 0.55, H * 0.13), (W * 0.47, H * 0.16), (W * 0.52, H * 0.23)], fill=WHITE)


def draw_quality(d, W, H, fg):
    cx, cy, s = W * 0.5, H * 0.5, 120 * SS
    d.polygon([(cx, cy - 1.3 * s), (cx + 1.05 * s, cy - 0.85 * s), (cx + 0.95 * s, cy + 0.3 * s),
               (cx, cy + 1.3 * s), (cx - 0.95 * s, cy + 0.3 * s), (cx - 1.05 * s, cy - 0.85 * s)],
              fill=WHITE)
    s2 = s * 0.8
    d.polygon([(cx, cy - 1.3 * s2), (cx + 1.05 * s2, cy - 0.85 * s2), (cx + 0.95 * s2, cy + 0.3 * s2),
               (cx, cy + 1.3 * s2), (cx - 0.95 * s2, cy + 0.3 * s2), (cx - 1.05 * s2, cy - 0.85 * s2)],
              fill=TEAL)
    d.line([(cx - 0.45 * s, cy), (cx - 0.1 * s, cy + 0.38 * s), (cx + 0.55 * s, cy - 0.4 * s)],
           fill=WHITE, width=int(0.16 * s), joint="curve")
    # stars either side
    for sx, r in ((W * 0.2, 34 * SS), (W * 0.8, 34 * SS), (W * 0.13, 20 * SS), (W * 0.87, 20 * SS)):
        star(d, sx, cy - (0 if r > 30 * SS else 70 * SS), r, AMBER)
