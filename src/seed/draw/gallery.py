"""The six pictures of the media gallery."""

import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from .palette import *  # noqa: F401,F403
from .helpers import *  # noqa: F401,F403
from .parts import *  # noqa: F401,F403


# ------------------------------------------------------------------ gallery


def gallery_campus():
    W, H = 1200 * SS, 800 * SS
    rng = random.Random(31)
    img = vgrad(W, H, [(0, (120, 178, 222)), (0.55, (204, 228, 244)), (1, (236, 244, 248))])
    img = glow(img, W * 0.85, H * 0.18, 300 * SS, (255, 240, 200), 0.7)

    def clouds(d, layer):
        for cx, cy, s in ((W * 0.2, H * 0.15, 1.0), (W * 0.55, H * 0.1, 0.7), (W * 0.9, H * 0.3, 0.6)):
            for dx, dy, r in ((0, 0, 60), (60, 10, 50), (-60, 12, 45), (25, -25, 45)):
                rr = r * s * SS
                d.ellipse([cx + dx * s * SS - rr, cy + dy * s * SS - rr,
                           cx + dx * s * SS + rr, cy + dy * s * SS + rr], fill=(255, 255, 255, 200))
    img = overlay(img, clouds, blur=4 * SS, bg=WHITE)

    ground = H * 0.74
    def scene(d, layer):
        for k in range(14):
            tree(d, rng.uniform(0, W), ground - 10 * SS, rng.uniform(50, 70) * SS, (110, 160, 130))
        cx, u = W * 0.5, 88 * SS
        # clock tower behind the portico
        d.rectangle([cx - 0.7 * u, ground - 5.6 * u, cx + 0.7 * u, ground - 2.5 * u], fill=(168, 84, 56, 255))
        d.rectangle([cx - 0.8 * u, ground - 4.75 * u, cx + 0.8 * u, ground - 4.6 * u], fill=CREAM)
        d.ellipse([cx - 0.48 * u, ground - 4.5 * u, cx + 0.48 * u, ground - 3.54 * u], fill=CREAM,
                  outline=(120, 60, 40), width=3 * SS)
        d.line([(cx, ground - 4.02 * u), (cx, ground - 4.35 * u)], fill=(40, 40, 50), width=4 * SS)
        d.line([(cx, ground - 4.02 * u), (cx + 0.22 * u, ground - 3.95 * u)], fill=(40, 40, 50), width=4 * SS)
        for k in range(3):
            wx = cx - 0.4 * u + k * 0.4 * u
            d.rounded_rectangle([wx - 0.1 * u, ground - 5.4 * u, wx + 0.1 * u, ground - 4.95 * u],
                                radius=int(0.1 * u), fill=(70, 40, 30))
        d.polygon([(cx - 0.85 * u, ground - 5.6 * u), (cx + 0.85 * u, ground - 5.6 * u),
                   (cx, ground - 6.5 * u)], fill=(120, 60, 40))
        d.ellipse([cx - 0.09 * u, ground - 6.65 * u, cx + 0.09 * u, ground - 6.45 * u], fill=AMBER)
        university(d, cx, ground, u, wall=(190, 98, 66), trim=CREAM,
                   roof=(120, 60, 40), window=(60, 70, 90), dome=False)
        d.rectangle([0, ground, W, H], fill=(96, 160, 96))
        d.polygon([(W * 0.5 - 40 * SS, ground), (W * 0.5 + 40 * SS, ground),
                   (W * 0.5 + 260 * SS, H), (W * 0.5 - 260 * SS, H)], fill=(226, 214, 190))
        for x in (W * 0.06, W * 0.16, W * 0.86, W * 0.95):
            tree(d, x, ground + 40 * SS, 90 * SS, GREEN, trunk=(90, 64, 44))
        # hedges
        for k in range(8):
            x = W * 0.05 + k * W * 0.12
            if abs(x - W * 0.5) < 200 * SS:
                continue
            d.ellipse([x - 50 * SS, ground + 70 * SS, x + 50 * SS, ground + 110 * SS], fill=GREEN_D)
        # students walking on the path and the lawn
        for x, fy, h, c, lg, hr in ((W * 0.42, ground + 60 * SS, 84, NAVY, (40, 40, 50), False),
                                    (W * 0.45, ground + 64 * SS, 80, (170, 60, 70), (60, 50, 70), True),
                                    (W * 0.58, ground + 120 * SS, 110, TEAL, (40, 40, 50), False),
                                    (W * 0.22, ground + 175 * SS, 140, (120, 80, 140), (50, 40, 60), True),
                                    (W * 0.26, ground + 180 * SS, 146, NAVY, (40, 40, 50), False),
                                    (W * 0.80, ground + 150 * SS, 128, AMBER, (40, 50, 70), True)):
            standing(d, x, fy, h * SS, c, legs=lg, hair=hr)
            d.ellipse([x - 0.45 * h * SS / 2, fy - 2 * SS, x + 0.45 * h * SS / 2, fy + 8 * SS],
                      fill=(0, 0, 0, 40))
    img = overlay(img, scene)
    finish(img, (1200, 800), "gallery-campus.jpg", "JPEG", quality=76)


def gallery_convocation():
    W, H = 1200 * SS, 800 * SS
    rng = random.Random(41)
    img = vgrad(W, H, [(0, (28, 60, 110)), (0.6, (60, 100, 150)), (1, (40, 70, 110))])
    img = glow(img, W * 0.5, H * 0.25, 520 * SS, (255, 210, 130), 0.55)

    def stage(d, layer):
        # draped curtain backdrop
        for k in range(24):
            x = k * W / 24
            c = (150, 28, 40) if k % 2 == 0 else (128, 20, 34)
            d.rectangle([x, 0, x + W / 24 + 1, H * 0.5], fill=alpha(c, 255))
        d.rectangle([0, 0, W, 60 * SS], fill=(242, 169, 0, 255))
        for k in range(12):
            x = k * W / 12
            d.pieslice([x, 20 * SS, x + W / 12, 100 * SS], 0, 180, fill=(222, 150, 0, 255))
        d.rectangle([0, H * 0.5, W, H * 0.58], fill=(90, 56, 40, 255))
        d.rectangle([0, H * 0.5, W, H * 0.51], fill=(242, 169, 0, 255))
        # lamp on stage (traditional lamp silhouette)
        lx = W * 0.12
        d.rectangle([lx - 6 * SS, H * 0.30, lx + 6 * SS, H * 0.5], fill=(230, 180, 60, 255))
        d.ellipse([lx - 40 * SS, H * 0.27, lx + 40 * SS, H * 0.33], fill=(230, 180, 60, 255))
        d.polygon([(lx - 30 * SS, H * 0.5), (lx + 30 * SS, H * 0.5), (lx, H * 0.46)],
                  fill=(230, 180, 60, 255))
        for dx in (-30, 0, 30):
            d.ellipse([lx + dx * SS - 6 * SS, H * 0.245, lx + dx * SS + 6 * SS, H * 0.275],
                      fill=(255, 230, 120, 255))
        # dais table
        d.rectangle([W * 0.3, H * 0.40, W * 0.7, H * 0.5], fill=(245, 245, 240, 255))
        d.rectangle([W * 0.3, H * 0.40, W * 0.7, H * 0.415], fill=(242, 169, 0, 255))
        for k in range(5):
            px = W * 0.34 + k * W * 0.08
            person(d, px, H * 0.265, 13 * SS, (22, 40, 80, 255))
            d.line([(px - 8 * SS, H * 0.265 + 30 * SS), (px - 10 * SS, H * 0.40)], fill=(242, 169, 0, 255),
                   width=5 * SS)
            d.line([(px + 8 * SS, H * 0.265 + 30 * SS), (px + 10 * SS, H * 0.40)], fill=(242, 169, 0, 255),
                   width=5 * SS)
        d.rectangle([W * 0.3, H * 0.40, W * 0.7, H * 0.5], fill=(245, 245, 240, 255))
        d.rectangle([W * 0.3, H * 0.40, W * 0.7, H * 0.415], fill=(242, 169, 0, 255))
        # garlands on the table
        for k in range(9):
            x = W * 0.31 + k * W * 0.048
            d.arc([x, H * 0.41, x + W * 0.048, H * 0.45], 0, 180, fill=(255, 150, 0, 255), width=5 * SS)
    img = overlay(img, stage)

    def crowd(d, layer):
        rows = [(H * 0.615, 16, 14, (34, 62, 104)), (H * 0.70, 13, 18, (20, 42, 78)),
                (H * 0.81, 10, 24, (10, 26, 52))]
        for i, (y, n, s, c) in enumerate(rows):
            for k in range(n):
                x = (k + 0.5 + 0.5 * (i % 2)) * W / n - 0.25 * W / n + rng.uniform(-6, 6) * SS
                person(d, x, y + rng.uniform(-4, 4) * SS, s * SS, alpha(c, 255),
                       cap=alpha(mix(c, (0, 0, 0), 0.55), 255), hair=rng.random() < 0.4)
        for _ in range(9):
            x, y = rng.uniform(W * 0.1, W * 0.9), rng.uniform(H * 0.08, H * 0.35)
            mortarboard(d, x, y, rng.uniform(16, 26) * SS, (8, 18, 38, 255), tassel=AMBER,
                        tilt=rng.uniform(-0.6, 0.6))
        for _ in range(120):
            x, y = rng.uniform(0, W), rng.uniform(0, H * 0.6)
            r = rng.uniform(3, 6) * SS
            col = rng.choice([AMBER, SAFFRON, WHITE, TEAL_L])
            d.rectangle([x - r, y - r / 2.5, x + r, y + r / 2.5], fill=alpha(col, 220))
    img = overlay(img, crowd)
    finish(img, (1200, 800), "gallery-convocation.jpg", "JPEG", quality=76)


def gallery_lab():
    W, H = 1200 * SS, 800 * SS
    rng = random.Random(51)
    img = vgrad(W, H, [(0, (226, 240, 244)), (0.62, (196, 222, 230)), (0.63, (70, 90, 110)),
                       (1, (50, 70, 90))])

    def room(d, layer):
        # window with light
        d.rounded_rectangle([W * 0.06, H * 0.08, W * 0.34, H * 0.50], radius=10 * SS,
                            fill=(240, 250, 255, 255), outline=(160, 190, 200, 255), width=8 * SS)
        d.line([(W * 0.20, H * 0.08), (W * 0.20, H * 0.50)], fill=(160, 190, 200, 255), width=6 * SS)
        d.line([(W * 0.06, H * 0.29), (W * 0.34, H * 0.29)], fill=(160, 190, 200, 255), width=6 * SS)
        # shelves with bottles
        for sy in (H * 0.18, H * 0.36):
            d.rectangle([W * 0.45, sy, W * 0.96, sy + 8 * SS], fill=(120, 140, 150, 255))
            x = W * 0.47
            while x < W * 0.94:
                bw = rng.uniform(18, 34) * SS
                bh = rng.uniform(40, 80) * SS
                col = rng.choice([TEAL, AMBER, NAVY, (120, 180, 200), (200, 90, 80)])
                d.rounded_rectangle([x, sy - bh, x + bw, sy], radius=6 * SS, fill=alpha(col, 230))
                d.rectangle([x + bw * 0.3, sy - bh - 10 * SS, x + bw * 0.7, sy - bh + 2 * SS],
                            fill=(90, 100, 110, 255))
                x += bw + rng.uniform(10, 24) * SS
        # bench
        d.rectangle([0, H * 0.62, W, H * 0.66], fill=(30, 48, 66, 255))
        # flasks on the bench
        def flask(x, base, s, liquid):
            d.polygon([(x - 0.25 * s, base - 2.2 * s), (x + 0.25 * s, base - 2.2 * s),
                       (x + 0.25 * s, base - 1.4 * s), (x + 1.0 * s, base), (x - 1.0 * s, base),
                       (x - 0.25 * s, base - 1.4 * s)], fill=(235, 245, 250, 200))
            d.polygon([(x - 0.62 * s, base - 0.7 * s), (x + 0.62 * s, base - 0.7 * s),
                       (x + 1.0 * s, base), (x - 1.0 * s, base)], fill=alpha(liquid, 230))
        flask(W * 0.50, H * 0.62, 40 * SS, TEAL)
        flask(W * 0.60, H * 0.62, 30 * SS, AMBER)
        # test tube rack
        d.rectangle([W * 0.66, H * 0.56, W * 0.80, H * 0.58], fill=(200, 200, 200, 255))
        for k in range(6):
            x = W * 0.675 + k * W * 0.022
            col = [TEAL, AMBER, (200, 90, 80), TEAL_L, NAVY, AMBER][k]
            d.rounded_rectangle([x, H * 0.47, x + 14 * SS, H * 0.62], radius=7 * SS,
                                fill=(235, 245, 250, 220))
            d.rounded_rectangle([x, H * 0.55, x + 14 * SS, H * 0.62], radius=7 * SS, fill=alpha(col, 255))
        # microscope
        mx, base = W * 0.88, H * 0.62
        s = 30 * SS
        c = (30, 40, 56, 255)
        d.rounded_rectangle([mx - 1.6 * s, base - 0.4 * s, mx + 1.2 * s, base], radius=6 * SS, fill=c)
        d.rectangle([mx + 0.3 * s, base - 3.0 * s, mx + 0.75 * s, base - 0.3 * s], fill=c)
        d.polygon([(mx - 0.9 * s, base - 3.8 * s), (mx - 0.3 * s, base - 4.2 * s),
                   (mx + 0.6 * s, base - 1.6 * s), (mx, base - 1.3 * s)], fill=c)
        d.rectangle([mx - 1.2 * s, base - 1.3 * s, mx + 0.5 * s, base - 1.1 * s], fill=c)
    img = overlay(img, room)

    def people(d, layer):
        # two students in lab coats
        for x, s, coat, skin in ((W * 0.22, 46 * SS, (248, 250, 252), (120, 80, 60)),
                                  (W * 0.36, 42 * SS, (236, 242, 246), (90, 60, 50))):
            y = H * 0.62 - 6.6 * s
            d.ellipse([x - s, y, x + s, y + 2 * s], fill=alpha(skin, 255))
            d.ellipse([x - 1.05 * s, y - 0.15 * s, x + 1.05 * s, y + 1.1 * s], fill=(30, 26, 30, 255))
            d.rounded_rectangle([x - 2.3 * s, y + 2.2 * s, x + 2.3 * s, y + 7.5 * s],
                                radius=int(1.4 * s), fill=alpha(coat, 255))
            d.polygon([(x - 0.6 * s, y + 2.2 * s), (x + 0.6 * s, y + 2.2 * s), (x, y + 3.6 * s)],
                      fill=(40, 90, 140, 255))
            # safety glasses
            d.rounded_rectangle([x - 0.9 * s, y + 0.7 * s, x + 0.9 * s, y + 1.1 * s],
                                radius=int(0.2 * s), fill=(140, 210, 230, 200))
    img = overlay(img, people)
    def bench(d, layer):
        d.rectangle([0, H * 0.62, W, H], fill=(50, 70, 90, 255))
        d.rectangle([0, H * 0.62, W, H * 0.66], fill=(30, 48, 66, 255))
        d.rectangle([0, H * 0.66, W, H * 0.67], fill=(20, 34, 48, 255))
        n = 6
        for k in range(n):
            x0 = W * 0.02 + k * W * 0.96 / n
            x1 = x0 + W * 0.96 / n - 14 * SS
            d.rounded_rectangle([x0, H * 0.70, x1, H * 0.96], radius=8 * SS, fill=(76, 98, 120, 255))
            d.rounded_rectangle([(x0 + x1) / 2 - 30 * SS, H * 0.73, (x0 + x1) / 2 + 30 * SS, H * 0.74],
                                radius=4 * SS, fill=(190, 200, 210, 255))
    img = overlay(img, bench)
    finish(img, (1200, 800), "gallery-lab.jpg", "JPEG", quality=76)


def gallery_library():
    W, H = 1200 * SS, 800 * SS
    rng = random.Random(61)
    img = vgrad(W, H, [(0, (60, 44, 36)), (0.7, (96, 68, 50)), (0.71, (150, 110, 80)), (1, (120, 86, 62))])
    img = glow(img, W * 0.5, H * 0.3, 500 * SS, (255, 214, 150), 0.35)

    def shelves(d, layer):
        palette = [NAVY, (140, 40, 40), TEAL, AMBER, (60, 100, 60), (200, 180, 150),
                   (90, 60, 110), (30, 30, 40), (180, 90, 40)]
        for sx0, sx1 in ((W * 0.02, W * 0.36), (W * 0.64, W * 0.98)):
            d.rectangle([sx0 - 10 * SS, H * 0.05, sx1 + 10 * SS, H * 0.71], fill=(74, 48, 32, 255))
            for r in range(5):
                top = H * 0.07 + r * H * 0.125
                bot = top + H * 0.11
                d.rectangle([sx0, top, sx1, bot], fill=(40, 26, 20, 255))
                x = sx0 + 4 * SS
                while x < sx1 - 14 * SS:
                    bw = rng.uniform(12, 24) * SS
                    bh = rng.uniform(0.7, 0.95) * (bot - top)
                    col = rng.choice(palette)
                    if rng.random() < 0.08:
                        # leaning book
                        d.polygon([(x, bot), (x + bw, bot), (x + bw + bh * 0.35, bot - bh * 0.93),
                                   (x + bh * 0.35, bot - bh * 0.93)], fill=alpha(col, 255))
                        x += bw + bh * 0.35 + 2 * SS
                        continue
                    book(d, x, bot - bh, bw, bh, alpha(col, 255), spine=alpha(mix(col, AMBER, 0.6), 255))
                    x += bw + rng.uniform(1, 3) * SS
                d.rectangle([sx0 - 10 * SS, bot, sx1 + 10 * SS, bot + 8 * SS], fill=(96, 64, 42, 255))
        # tall arched window in the middle
        d.rounded_rectangle([W * 0.42, H * 0.06, W * 0.58, H * 0.62], radius=int(W * 0.08),
                            fill=(214, 232, 240, 255))
        d.line([(W * 0.5, H * 0.06), (W * 0.5, H * 0.62)], fill=(74, 48, 32, 255), width=8 * SS)
        for k in range(1, 4):
            y = H * 0.06 + k * H * 0.14
            d.line([(W * 0.42, y), (W * 0.58, y)], fill=(74, 48, 32, 255), width=6 * SS)
    img = overlay(img, shelves)
    img = glow(img, W * 0.5, H * 0.4, 260 * SS, (255, 244, 220), 0.35)

    def tables(d, layer):
        # reading tables with lamps and readers
        for cx in (W * 0.28, W * 0.72):
            top = H * 0.80
            for k, sx in enumerate((-1, 1)):
                person(d, cx + sx * 110 * SS, top - 6.0 * 24 * SS, 24 * SS,
                       alpha([(30, 40, 60), (60, 30, 40)][k], 255), hair=(k == 1))
            d.polygon([(cx - 260 * SS, top), (cx + 260 * SS, top), (cx + 290 * SS, top + 30 * SS),
                       (cx - 290 * SS, top + 30 * SS)], fill=(110, 70, 44, 255))
            d.rectangle([cx - 280 * SS, top + 30 * SS, cx - 262 * SS, H], fill=(80, 50, 30, 255))
            d.rectangle([cx + 262 * SS, top + 30 * SS, cx + 280 * SS, H], fill=(80, 50, 30, 255))
            # lamp
            d.rectangle([cx - 4 * SS, top - 90 * SS, cx + 4 * SS, top], fill=(200, 170, 90, 255))
            d.pieslice([cx - 50 * SS, top - 130 * SS, cx + 50 * SS, top - 50 * SS], 180, 360,
                       fill=(20, 110, 90, 255))
            # open books on table
            open_book(d, cx - 120 * SS, top + 10 * SS, 26 * SS, CREAM, (220, 200, 170), NAVY)
            open_book(d, cx + 120 * SS, top + 10 * SS, 26 * SS, CREAM, (220, 200, 170), (140, 40, 40))
    img = overlay(img, tables)
    for cx in (W * 0.28, W * 0.72):
        img = glow(img, cx, H * 0.77, 160 * SS, (255, 230, 160), 0.4)
    finish(img, (1200, 800), "gallery-library.jpg", "JPEG", quality=76)


def gallery_digital():
    W, H = 1200 * SS, 800 * SS
    rng = random.Random(71)
    img = vgrad(W, H, [(0, (232, 238, 244)), (0.66, (214, 224, 234)), (0.67, (170, 180, 190)),
                       (1, (150, 160, 172))])

    def room(d, layer):
        # big screen
        sx0, sy0, sx1, sy1 = W * 0.22, H * 0.08, W * 0.78, H * 0.50
        d.rounded_rectangle([sx0 - 14 * SS, sy0 - 14 * SS, sx1 + 14 * SS, sy1 + 14 * SS],
                            radius=14 * SS, fill=(30, 36, 44, 255))
    img = overlay(img, room)
    sx0, sy0, sx1, sy1 = int(W * 0.22), int(H * 0.08), int(W * 0.78), int(H * 0.50)
    screen = dgrad(sx1 - sx0, sy1 - sy0, NAVY, (16, 110, 130))
    img.paste(screen, (sx0, sy0))

    def content(d, layer):
        # bar chart
        bx = sx0 + 50 * SS
        for k, hgt in enumerate((0.3, 0.5, 0.42, 0.68, 0.8)):
            top = sy1 - 40 * SS - hgt * (sy1 - sy0 - 120 * SS)
            d.rounded_rectangle([bx + k * 48 * SS, top, bx + k * 48 * SS + 32 * SS, sy1 - 40 * SS],
                                radius=6 * SS, fill=alpha(AMBER if k == 4 else TEAL_L, 255))
        # pie chart
        px, py, pr = sx0 + 390 * SS, sy0 + 125 * SS, 70 * SS
        d.pieslice([px - pr, py - pr, px + pr, py + pr], -90, 130, fill=alpha(AMBER, 255))
        d.pieslice([px - pr, py - pr, px + pr, py + pr], 130, 230, fill=alpha(TEAL_L, 255))
        d.pieslice([px - pr, py - pr, px + pr, py + pr], 230, 270, fill=(255, 255, 255, 255))
        # line chart
        pts = [(sx0 + 490 * SS + k * 30 * SS, sy0 + 200 * SS - v * 120 * SS)
               for k, v in enumerate((0.1, 0.3, 0.25, 0.55, 0.5, 0.85))]
        d.line(pts, fill=WHITE, width=4 * SS, joint="curve")
        for x, y in pts:
            d.ellipse([x - 6 * SS, y - 6 * SS, x + 6 * SS, y + 6 * SS], fill=alpha(AMBER, 255))
        # abstract text lines
        for k in range(3):
            d.rounded_rectangle([sx0 + 330 * SS, sy0 + 240 * SS + k * 22 * SS,
                                 sx0 + 330 * SS + (280 - k * 60) * SS, sy0 + 250 * SS + k * 22 * SS],
                                radius=5 * SS, fill=(255, 255, 255, 150))
        # teacher standing beside the screen, pointing at it
        standing(d, W * 0.13, H * 0.60, 250 * SS, (30, 60, 100, 255), legs=(40, 40, 50, 255), hair=True)
        d.line([(W * 0.13 + 30 * SS, H * 0.60 - 190 * SS), (W * 0.2, H * 0.60 - 250 * SS)],
               fill=(30, 60, 100, 255), width=14 * SS)
        # desks with laptops and students seen from behind
        for row, (y, sz, n) in enumerate(((H * 0.64, 20, 5), (H * 0.80, 30, 4))):
            ss = sz * SS
            d.polygon([(0, y + 2.0 * ss), (W, y + 2.0 * ss), (W, y + 2.7 * ss), (0, y + 2.7 * ss)],
                      fill=(140, 100, 70, 255))
            for k in range(n):
                x = (k + 0.5) * W / n
                # laptop to the right of each student, screen facing the student
                lx = x + 2.9 * ss
                d.polygon([(lx - 1.0 * ss, y + 2.0 * ss), (lx + 1.0 * ss, y + 2.0 * ss),
                           (lx + 0.85 * ss, y + 0.6 * ss), (lx - 0.85 * ss, y + 0.6 * ss)],
                          fill=(70, 80, 96, 255))
                d.ellipse([lx - 0.18 * ss, y + 1.2 * ss, lx + 0.18 * ss, y + 1.5 * ss], fill=alpha(AMBER, 255))
            for k in range(n):
                x = (k + 0.5) * W / n
                col = rng.choice([(40, 60, 90), (90, 40, 60), (30, 90, 90), (70, 60, 40), (50, 50, 80)])
                person(d, x, y - 3.0 * ss, ss, alpha(col, 255), hair=rng.random() < 0.5)
    img = overlay(img, content)
    finish(img, (1200, 800), "gallery-digital.jpg", "JPEG", quality=76)


def gallery_workshop():
    W, H = 1200 * SS, 800 * SS
    rng = random.Random(81)
    img = vgrad(W, H, [(0, (22, 44, 74)), (0.55, (32, 62, 98)), (1, (16, 32, 56))])
    img = glow(img, W * 0.62, H * 0.28, 420 * SS, (110, 170, 210), 0.4)

    def hall(d, layer):
        # projection screen with slide of shapes
        sx0, sy0, sx1, sy1 = W * 0.40, H * 0.07, W * 0.86, H * 0.45
        d.rectangle([sx0, sy0, sx1, sy1], fill=(246, 248, 250, 255))
        d.rectangle([sx0, sy0, sx1, sy0 + 40 * SS], fill=alpha(NAVY, 255))
        d.ellipse([sx0 + 14 * SS, sy0 + 8 * SS, sx0 + 38 * SS, sy0 + 32 * SS], fill=alpha(AMBER, 255))
        # slide: three columns of icons
        for k, kind in enumerate(("cap", "book", "bulb")):
            cx = sx0 + (k + 0.5) * (sx1 - sx0) / 3
            cy = sy0 + 140 * SS
            d.ellipse([cx - 60 * SS, cy - 60 * SS, cx + 60 * SS, cy + 60 * SS],
                      fill=alpha([TEAL, NAVY, AMBER][k], 255))
            icon(d, kind, cx, cy + (10 * SS if kind == "cap" else 0), 32 * SS,
                 colour=WHITE, accent=[AMBER, AMBER, NAVY][k])
            for j in range(2):
                d.rounded_rectangle([cx - 70 * SS + j * 20 * SS, cy + 90 * SS + j * 24 * SS,
                                     cx + 70 * SS - j * 20 * SS, cy + 102 * SS + j * 24 * SS],
                                    radius=6 * SS, fill=(180, 190, 200, 255))
        # podium and speaker
        px = W * 0.22
        person(d, px, H * 0.30, 22 * SS, (20, 24, 36, 255), hair=True)
        d.polygon([(px - 80 * SS, H * 0.44), (px + 80 * SS, H * 0.44), (px + 66 * SS, H * 0.64),
                   (px - 66 * SS, H * 0.64)], fill=(120, 78, 50, 255))
        d.rectangle([px - 86 * SS, H * 0.43, px + 86 * SS, H * 0.45], fill=(150, 100, 64, 255))
        d.ellipse([px - 26 * SS, H * 0.50, px + 26 * SS, H * 0.56], fill=alpha(AMBER, 255))
        # stage
        d.rectangle([0, H * 0.62, W, H * 0.66], fill=(60, 40, 30, 255))
        # plant
        d.rectangle([W * 0.92, H * 0.52, W * 0.96, H * 0.62], fill=(150, 100, 64, 255))
        for a in range(-80, 81, 32):
            r = math.radians(a - 90)
            d.line([(W * 0.94, H * 0.52), (W * 0.94 + math.cos(r) * 60 * SS, H * 0.52 + math.sin(r) * 70 * SS)],
                   fill=(60, 150, 100, 255), width=8 * SS)
        # audience, backs of heads, tables
        for row, (y, s, n) in enumerate(((H * 0.66, 17, 13), (H * 0.76, 22, 10), (H * 0.88, 29, 8))):
            for k in range(n):
                x = (k + 0.5) * W / n + rng.uniform(-8, 8) * SS
                col = mix((8, 16, 30), (30, 44, 64), rng.random() * 0.6)
                person(d, x, y - 1.0 * s * SS, s * SS, alpha(col, 255), hair=rng.random() < 0.45)
            d.rectangle([0, y + 3.8 * s * SS, W, y + 4.4 * s * SS], fill=(14, 24, 40, 255))
    img = overlay(img, hall)
    img = glow(img, W * 0.63, H * 0.26, 250 * SS, (255, 255, 255), 0.12)
    finish(img, (1200, 800), "gallery-workshop.jpg", "JPEG", quality=76)
