"""The two front-page banners."""

import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from .palette import *  # noqa: F401,F403
from .helpers import *  # noqa: F401,F403
from .parts import *  # noqa: F401,F403


# ----------------------------------------------------------------- banners


def banner_campus():
    W, H = 1600 * SS, 640 * SS
    rng = random.Random(11)
    ground = H * 0.84
    img = vgrad(W, H, [(0, MIDNIGHT), (0.38, NAVY), (0.66, (40, 108, 150)), (0.76, (150, 140, 130)),
                       (0.84, (250, 186, 100)), (1, (246, 190, 110))])
    sunx = W * 0.70
    img = glow(img, sunx, ground, 700 * SS, (255, 186, 80), 0.55)
    img = glow(img, sunx, ground, 220 * SS, (255, 232, 170), 0.85)

    def sky(d, layer):
        stars(d, W, H, rng, 120, WHITE, bottom=0.35)
        for k in range(5):
            r = (260 + k * 110) * SS
            d.arc([sunx - r, ground - r, sunx + r, ground + r], 195, 345,
                  fill=(255, 220, 150, 60 - k * 10), width=2 * SS)
    img = overlay(img, sky)

    def far(d, layer):
        # distant skyline of campus blocks and a temple-like spire (Bhubaneswar, the temple city)
        c = (30, 78, 118, 255)
        x = -20 * SS
        while x < W:
            bw = rng.uniform(70, 160) * SS
            bh = rng.uniform(40, 110) * SS
            d.rectangle([x, ground - bh, x + bw, ground], fill=c)
            x += bw + rng.uniform(10, 40) * SS
        for tx, th in ((W * 0.30, 190), (W * 0.95, 150)):
            th *= SS
            d.polygon([(tx - 40 * SS, ground), (tx - 30 * SS, ground - th * 0.75), (tx - 12 * SS, ground - th),
                       (tx + 12 * SS, ground - th), (tx + 30 * SS, ground - th * 0.75), (tx + 40 * SS, ground)],
                      fill=c)
            d.ellipse([tx - 16 * SS, ground - th - 12 * SS, tx + 16 * SS, ground - th + 6 * SS], fill=c)
        for k in range(18):
            tree(d, rng.uniform(0, W), ground + 4 * SS, rng.uniform(32, 48) * SS, (22, 70, 96),
                 trunk=(22, 70, 96))
    img = overlay(img, far)

    s_b = 74 * SS
    img = shadow(img, lambda d, o, c: d.rectangle(
        [sunx - 4.4 * s_b, ground - 3 * s_b, sunx + 4.4 * s_b, ground], fill=c), blur=30 * SS, opacity=60)

    def building(d, layer):
        university(d, sunx, ground, s_b, wall=(240, 230, 212), trim=(255, 250, 240),
                   roof=(200, 118, 36), window=(36, 76, 114))
    img = overlay(img, building)

    def near(d, layer):
        d.rectangle([0, ground, W, H], fill=(16, 82, 92))
        d.polygon([(sunx - 70 * SS, ground), (sunx + 70 * SS, ground),
                   (sunx + 260 * SS, H), (sunx - 260 * SS, H)], fill=(222, 204, 170))
        for x, sc, ln in ((W * 0.38, 60, 1), (W * 0.43, 52, -1), (W * 0.985, 64, -1)):
            palm(d, x, ground + 14 * SS, sc * SS, (8, 44, 66), lean=ln)
        for x in (W * 0.47, W * 0.935):
            tree(d, x, ground + 8 * SS, 58 * SS, (12, 62, 70), trunk=(8, 40, 52))
    img = overlay(img, near)

    def vignette(d, layer):
        for i in range(0, int(W * 0.56), 4):
            a = int(165 * (1 - i / (W * 0.56)) ** 1.5)
            d.line([(i, 0), (i, H)], fill=(3, 18, 36, a), width=4)
    img = overlay(img, vignette)

    def grads(d, layer):
        col = (6, 26, 48)
        feet = H - 22 * SS
        spots = [(-0.23, 150, False), (-0.165, 142, True), (-0.10, 156, False), (0.12, 150, True),
                 (0.18, 144, False), (0.245, 152, True)]
        for dx, h, up in spots:
            graduate(d, sunx + dx * W, feet + rng.uniform(-4, 4) * SS, h * SS, col, arms_up=up)
        for x, y, t in ((sunx - 0.14 * W, H * 0.28, -0.4), (sunx + 0.16 * W, H * 0.22, 0.35),
                        (sunx + 0.05 * W, H * 0.12, 0.55), (sunx - 0.05 * W, H * 0.20, -0.2)):
            mortarboard(d, x, y, 20 * SS, col, tassel=AMBER, tilt=t)
        for _ in range(60):
            x, y = rng.uniform(W * 0.50, W * 0.98), rng.uniform(H * 0.05, H * 0.55)
            r = rng.uniform(2, 5) * SS
            c = rng.choice([AMBER, SAFFRON, TEAL_L, WHITE])
            d.rectangle([x - r, y - r / 2.5, x + r, y + r / 2.5], fill=alpha(c, 210))
    img = overlay(img, grads)
    finish(img, (1600, 640), "banner-campus.jpg", "JPEG", quality=78)


def banner_learning():
    W, H = 1600 * SS, 640 * SS
    rng = random.Random(23)
    img = dgrad(W, H, MIDNIGHT, (12, 74, 110))
    img = glow(img, W * 0.70, H * 0.55, 620 * SS, (20, 140, 150), 0.55)
    img = glow(img, W * 0.70, H * 0.50, 260 * SS, (255, 200, 100), 0.45)

    def net(d, layer):
        dots_network(d, W, H, rng, 60, (120, 210, 220, 150), top=0.02, bottom=0.9, link=220 * SS)
    img = overlay(img, net)

    # light rays from the book
    cx, cy = W * 0.70, H * 0.70
    def rays(d, layer):
        for k in range(9):
            a = math.radians(-150 + k * 15)
            ex, ey = cx + math.cos(a) * 900 * SS, cy + math.sin(a) * 900 * SS
            a2 = math.radians(-150 + k * 15 + 5)
            fx, fy = cx + math.cos(a2) * 900 * SS, cy + math.sin(a2) * 900 * SS
            d.polygon([(cx, cy - 20 * SS), (ex, ey), (fx, fy)], fill=(255, 214, 130, 38))
    img = overlay(img, rays, blur=6 * SS, bg=(255, 214, 130))

    def bookl(d, layer):
        open_book(d, cx, cy, 120 * SS, CREAM, (220, 200, 170), NAVY)
    img = shadow(img, lambda d, o, c: d.ellipse(
        [cx - 280 * SS, cy + 40 * SS, cx + 280 * SS, cy + 150 * SS], fill=c), blur=25 * SS,
        opacity=120)
    img = overlay(img, bookl)

    # floating icons in circles
    def icons(d, layer):
        items = [(W * 0.52, H * 0.30, "cap"), (W * 0.62, H * 0.14, "atom"),
                 (W * 0.79, H * 0.15, "bulb"), (W * 0.89, H * 0.34, "screen"),
                 (W * 0.96, H * 0.66, "leaf")]
        for x, y, kind in items:
            r = 56 * SS
            d.ellipse([x - r, y - r, x + r, y + r], fill=(255, 255, 255, 36),
                      outline=(255, 255, 255, 90), width=2 * SS)
            icon(d, kind, x, y, 30 * SS)
    img = overlay(img, icons)

    def vignette(d, layer):
        for i in range(0, int(W * 0.55), 4):
            a = int(140 * (1 - i / (W * 0.55)) ** 1.6)
            d.line([(i, 0), (i, H)], fill=(2, 14, 30, a), width=4)
    img = overlay(img, vignette)
    finish(img, (1600, 640), "banner-learning.jpg", "JPEG", quality=78)
