"""Scene parts the pictures are drawn from: people, graduates, caps, trees, buildings, books,
networks, stars, hills and the small icons."""

import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from .palette import *  # noqa: F401,F403
from .helpers import *  # noqa: F401,F403


# ----------------------------------------------------------- scene parts


def person(d, x, y, s, colour, cap=None, hair=False):
    """A figure seen from the waist up: x is the centre, y the top of the head,
    s the head radius. hair=True adds a bun (reads as a second silhouette type)."""
    d.ellipse([x - 2.35 * s, y + 2.25 * s, x + 2.35 * s, y + 5.6 * s], fill=colour)
    d.rectangle([x - 2.35 * s, y + 3.9 * s, x + 2.35 * s, y + 8.2 * s], fill=colour)
    d.rectangle([x - 0.45 * s, y + 1.6 * s, x + 0.45 * s, y + 2.7 * s], fill=colour)
    d.ellipse([x - s, y, x + s, y + 2.1 * s], fill=colour)
    if hair:
        d.ellipse([x - 1.08 * s, y - 0.05 * s, x + 1.08 * s, y + 1.5 * s], fill=colour)
        d.ellipse([x + 0.25 * s, y - 0.45 * s, x + 1.15 * s, y + 0.45 * s], fill=colour)
    if cap:
        mortarboard(d, x, y + 0.15 * s, s * 1.25, cap, tassel=AMBER)


def standing(d, x, feet, h, colour, legs=None, hair=False, arm=0):
    """A standing figure, h tall, feet on the line y=feet."""
    u = h / 7.5
    top = feet - h
    legs = legs or colour
    d.rounded_rectangle([x - 0.55 * u, feet - 3.4 * u, x - 0.08 * u, feet], radius=int(0.2 * u), fill=legs)
    d.rounded_rectangle([x + 0.08 * u, feet - 3.4 * u, x + 0.55 * u, feet], radius=int(0.2 * u), fill=legs)
    d.rounded_rectangle([x - 0.85 * u, top + 1.25 * u, x + 0.85 * u, feet - 3.0 * u], radius=int(0.5 * u),
                        fill=colour)
    # arms
    d.line([(x - 0.7 * u, top + 1.7 * u), (x - 0.95 * u - arm * u, top + 3.9 * u)], fill=colour,
           width=max(2, int(0.38 * u)))
    d.line([(x + 0.7 * u, top + 1.7 * u), (x + 0.95 * u + arm * u, top + 3.9 * u)], fill=colour,
           width=max(2, int(0.38 * u)))
    d.ellipse([x - 0.55 * u, top, x + 0.55 * u, top + 1.15 * u], fill=colour)
    if hair:
        d.ellipse([x - 0.62 * u, top - 0.05 * u, x + 0.62 * u, top + 0.8 * u], fill=colour)
        d.rounded_rectangle([x - 0.62 * u, top + 0.3 * u, x - 0.2 * u, top + 1.7 * u], radius=int(0.2 * u),
                            fill=colour)


def graduate(d, x, feet, h, colour, arms_up=False, cap=None, stole=AMBER):
    """A graduate in a gown and mortarboard, h tall."""
    u = h / 7.5
    top = feet - h + 0.5 * u
    cap = cap or colour
    if arms_up:
        for side in (-1, 1):
            d.line([(x + side * 0.8 * u, top + 1.9 * u), (x + side * 1.5 * u, top + 0.6 * u),
                    (x + side * 1.35 * u, top - 0.7 * u)], fill=colour, width=max(2, int(0.42 * u)),
                   joint="curve")
    d.ellipse([x - 1.15 * u, top + 1.3 * u, x + 1.15 * u, top + 2.9 * u], fill=colour)
    d.polygon([(x - 1.05 * u, top + 2.1 * u), (x + 1.05 * u, top + 2.1 * u), (x + 1.7 * u, feet - 0.25 * u),
               (x - 1.7 * u, feet - 0.25 * u)], fill=colour)
    d.rectangle([x - 0.5 * u, feet - 0.35 * u, x - 0.12 * u, feet], fill=colour)
    d.rectangle([x + 0.12 * u, feet - 0.35 * u, x + 0.5 * u, feet], fill=colour)
    if stole:
        d.line([(x - 0.35 * u, top + 1.35 * u), (x - 0.45 * u, top + 3.9 * u)], fill=stole,
               width=max(2, int(0.28 * u)))
        d.line([(x + 0.35 * u, top + 1.35 * u), (x + 0.45 * u, top + 3.9 * u)], fill=stole,
               width=max(2, int(0.28 * u)))
    d.rectangle([x - 0.2 * u, top + 0.9 * u, x + 0.2 * u, top + 1.5 * u], fill=colour)
    d.ellipse([x - 0.55 * u, top, x + 0.55 * u, top + 1.15 * u], fill=colour)
    mortarboard(d, x, top + 0.05 * u, 0.62 * u, cap, tassel=AMBER)


def mortarboard(d, x, y, s, colour, tassel=None, tilt=0.0):
    """A mortarboard centred at x with its board top at y; s = half-width/1.6."""
    w = 1.7 * s
    h = 0.55 * s
    def rot(px, py):
        if not tilt:
            return (px, py)
        c, si = math.cos(tilt), math.sin(tilt)
        dx, dy = px - x, py - y
        return (x + dx * c - dy * si, y + dx * si + dy * c)
    board = [rot(x - w, y), rot(x, y - h), rot(x + w, y), rot(x, y + h)]
    cap = [rot(x - 0.9 * s, y + 0.15 * s), rot(x + 0.9 * s, y + 0.15 * s),
           rot(x + 0.85 * s, y + 0.95 * s), rot(x - 0.85 * s, y + 0.95 * s)]
    d.polygon(cap, fill=colour)
    d.polygon(board, fill=colour)
    if tassel:
        p0 = rot(x, y)
        p1 = rot(x + 1.15 * s, y + 0.25 * s)
        p2 = rot(x + 1.15 * s, y + 1.1 * s)
        d.line([p0, p1, p2], fill=tassel, width=max(2, int(0.12 * s)))
        d.ellipse([p2[0] - 0.14 * s, p2[1] - 0.05 * s, p2[0] + 0.14 * s, p2[1] + 0.35 * s],
                  fill=tassel)


def tree(d, x, ground, s, leaf, trunk=(70, 50, 40)):
    d.rectangle([x - 0.12 * s, ground - 1.1 * s, x + 0.12 * s, ground], fill=trunk)
    d.ellipse([x - 0.8 * s, ground - 2.4 * s, x + 0.8 * s, ground - 0.9 * s], fill=leaf)
    d.ellipse([x - 0.55 * s, ground - 2.9 * s, x + 0.55 * s, ground - 1.7 * s], fill=leaf)


def palm(d, x, ground, s, colour, lean=1.0):
    """Stylised coconut palm (coastal Odisha)."""
    pts = []
    for i in range(13):
        t = i / 12
        pts.append((x + lean * math.sin(t * 1.4) * 0.35 * s, ground - t * 3.2 * s))
    d.line(pts, fill=colour, width=max(3, int(0.14 * s)), joint="curve")
    tx, ty = pts[-1]
    for ang, length in ((-170, 1.5), (-140, 1.4), (-110, 1.1), (-70, 1.1), (-40, 1.4), (-10, 1.5),
                        (160, 1.1), (20, 1.1)):
        a = math.radians(ang)
        dx = math.cos(a)
        up = -math.sin(a)
        spine = []
        for k in range(11):
            t = k / 10
            spine.append((tx + dx * length * s * t,
                          ty - up * length * s * t * 0.8 + 0.9 * s * t * t))
        left, right = [], []
        for k, (px, py) in enumerate(spine):
            t = k / 10
            w = 0.17 * s * math.sin(math.pi * min(1.0, t * 1.05))
            if k < 10:
                nx, ny = spine[k + 1][0] - px, spine[k + 1][1] - py
            else:
                nx, ny = px - spine[k - 1][0], py - spine[k - 1][1]
            ln = math.hypot(nx, ny) or 1
            ox, oy = -ny / ln * w, nx / ln * w
            left.append((px + ox, py + oy))
            right.append((px - ox, py - oy))
        d.polygon(left + right[::-1], fill=colour)
    d.ellipse([tx - 0.14 * s, ty - 0.05 * s, tx + 0.14 * s, ty + 0.25 * s], fill=colour)


def university(d, cx, ground, s, wall, trim, roof, window, dome=True):
    """A symmetrical university building with a portico and dome."""
    # wings
    for side in (-1, 1):
        x0 = cx + side * 1.2 * s
        x1 = cx + side * 4.3 * s
        d.rectangle([min(x0, x1), ground - 2.0 * s, max(x0, x1), ground], fill=wall)
        d.rectangle([min(x0, x1) - 0.05 * s, ground - 2.12 * s, max(x0, x1) + 0.05 * s,
                     ground - 1.98 * s], fill=trim)
        # windows: two rows
        for row in range(2):
            wy = ground - 1.75 * s + row * 0.85 * s
            for k in range(6):
                wx = cx + side * (1.55 * s + k * 0.47 * s)
                d.rounded_rectangle([wx - 0.13 * s, wy, wx + 0.13 * s, wy + 0.5 * s],
                                    radius=int(0.12 * s), fill=window)
    # central block
    d.rectangle([cx - 1.3 * s, ground - 2.8 * s, cx + 1.3 * s, ground], fill=wall)
    # pediment
    d.polygon([(cx - 1.45 * s, ground - 2.8 * s), (cx + 1.45 * s, ground - 2.8 * s),
               (cx, ground - 3.45 * s)], fill=trim)
    d.polygon([(cx - 1.1 * s, ground - 2.88 * s), (cx + 1.1 * s, ground - 2.88 * s),
               (cx, ground - 3.28 * s)], fill=wall)
    # columns
    for k in range(6):
        px = cx - 1.05 * s + k * 0.42 * s
        d.rectangle([px - 0.07 * s, ground - 2.6 * s, px + 0.07 * s, ground - 0.25 * s],
                    fill=trim)
    d.rectangle([cx - 1.3 * s, ground - 2.72 * s, cx + 1.3 * s, ground - 2.58 * s], fill=trim)
    # steps
    for k in range(3):
        d.rectangle([cx - (1.35 + 0.12 * k) * s, ground - (0.25 - 0.08 * k) * s,
                     cx + (1.35 + 0.12 * k) * s, ground - (0.17 - 0.08 * k) * s], fill=trim)
    # door
    d.rounded_rectangle([cx - 0.22 * s, ground - 1.2 * s, cx + 0.22 * s, ground - 0.25 * s],
                        radius=int(0.2 * s), fill=window)
    if dome:
        d.rectangle([cx - 0.75 * s, ground - 3.85 * s, cx + 0.75 * s, ground - 3.3 * s], fill=wall)
        for k in range(5):
            px = cx - 0.6 * s + k * 0.3 * s
            d.rectangle([px - 0.05 * s, ground - 3.78 * s, px + 0.05 * s, ground - 3.38 * s],
                        fill=trim)
        d.pieslice([cx - 0.8 * s, ground - 4.65 * s, cx + 0.8 * s, ground - 3.05 * s],
                   180, 360, fill=roof)
        d.rectangle([cx - 0.04 * s, ground - 5.05 * s, cx + 0.04 * s, ground - 4.6 * s],
                    fill=roof)
        d.ellipse([cx - 0.1 * s, ground - 5.15 * s, cx + 0.1 * s, ground - 4.95 * s], fill=AMBER)


def book(d, x, y, w, h, colour, spine=None):
    d.rectangle([x, y, x + w, y + h], fill=colour)
    if spine:
        d.rectangle([x, y + h * 0.15, x + w, y + h * 0.2], fill=spine)
        d.rectangle([x, y + h * 0.8, x + w, y + h * 0.85], fill=spine)


def open_book(d, cx, cy, s, page, edge, cover):
    """An open book seen slightly from above, centred at (cx, cy)."""
    # cover
    d.polygon([(cx - 2.15 * s, cy - 0.9 * s), (cx, cy - 0.55 * s), (cx + 2.15 * s, cy - 0.9 * s),
               (cx + 2.15 * s, cy + 0.55 * s), (cx, cy + 0.95 * s), (cx - 2.15 * s, cy + 0.55 * s)],
              fill=cover)
    # page stacks
    for k, shade in ((3, edge), (2, mix(edge, page, 0.5)), (1, page)):
        off = k * 0.05 * s
        for side in (-1, 1):
            d.polygon([(cx, cy - 0.7 * s + off), (cx + side * 2.0 * s, cy - 1.05 * s + off),
                       (cx + side * 2.0 * s, cy + 0.35 * s + off), (cx, cy + 0.75 * s + off)],
                      fill=shade)
    # lines of text (abstract)
    for side in (-1, 1):
        for k in range(5):
            t = 0.25 + k * 0.2
            y0 = cy - 0.75 * s + t * 1.0 * s
            d.line([(cx + side * 0.3 * s, y0 - 0.02 * s), (cx + side * 1.7 * s, y0 - 0.27 * s)],
                   fill=mix(page, NAVY, 0.25), width=max(2, int(0.05 * s)))
    d.line([(cx, cy - 0.7 * s), (cx, cy + 0.75 * s)], fill=mix(edge, NAVY, 0.4),
           width=max(2, int(0.04 * s)))


def dots_network(d, w, h, rng, n, colour, top=0.0, bottom=1.0, link=160):
    pts = [(rng.uniform(0, w), rng.uniform(top * h, bottom * h)) for _ in range(n)]
    for i, (x0, y0) in enumerate(pts):
        for x1, y1 in pts[i + 1:]:
            dist = math.hypot(x1 - x0, y1 - y0)
            if dist < link:
                a = int(colour[3] * (1 - dist / link))
                d.line([(x0, y0), (x1, y1)], fill=(colour[0], colour[1], colour[2], a), width=2)
    for x, y in pts:
        r = rng.uniform(2, 5)
        d.ellipse([x - r, y - r, x + r, y + r], fill=colour)


def stars(d, w, h, rng, n, colour, bottom=0.6):
    for _ in range(n):
        x, y = rng.uniform(0, w), rng.uniform(0, bottom * h)
        r = rng.choice([1, 1, 1.5, 2, 2.5])
        a = rng.randint(60, 200)
        d.ellipse([x - r, y - r, x + r, y + r], fill=(colour[0], colour[1], colour[2], a))


def ground_hills(d, w, ground, colour, amp, rng, waves=3):
    pts = [(0, ground)]
    ph = rng.uniform(0, 6)
    for i in range(0, w + 20, 20):
        pts.append((i, ground - amp * (0.5 + 0.5 * math.sin(i / w * math.pi * waves + ph))))
    pts += [(w, ground + 4000), (0, ground + 4000)]
    d.polygon(pts, fill=colour)



def icon(d, kind, x, y, s, colour=WHITE, accent=AMBER):
    w = max(2, int(s * 0.13))
    if kind == "cap":
        mortarboard(d, x, y - 0.2 * s, 0.75 * s, colour, tassel=accent)
    elif kind == "atom":
        for ang in (0, 60, 120):
            pts = []
            for t in range(0, 361, 10):
                a = math.radians(t)
                px, py = math.cos(a) * s, math.sin(a) * 0.38 * s
                r = math.radians(ang)
                pts.append((x + px * math.cos(r) - py * math.sin(r),
                            y + px * math.sin(r) + py * math.cos(r)))
            d.line(pts, fill=colour, width=w)
        d.ellipse([x - 0.2 * s, y - 0.2 * s, x + 0.2 * s, y + 0.2 * s], fill=accent)
    elif kind == "bulb":
        d.ellipse([x - 0.62 * s, y - 0.9 * s, x + 0.62 * s, y + 0.35 * s], fill=accent)
        d.rectangle([x - 0.3 * s, y + 0.3 * s, x + 0.3 * s, y + 0.75 * s], fill=colour)
        d.line([(x - 0.3 * s, y + 0.5 * s), (x + 0.3 * s, y + 0.5 * s)], fill=accent, width=w)
        for ang in (-150, -90, -30, -120, -60):
            a = math.radians(ang)
            d.line([(x + math.cos(a) * 0.85 * s, y - 0.3 * s + math.sin(a) * 0.85 * s),
                    (x + math.cos(a) * 1.1 * s, y - 0.3 * s + math.sin(a) * 1.1 * s)],
                   fill=colour, width=w)
    elif kind == "screen":
        d.rounded_rectangle([x - 0.95 * s, y - 0.65 * s, x + 0.95 * s, y + 0.45 * s],
                            radius=int(0.12 * s), outline=colour, width=w)
        d.polygon([(x - 0.2 * s, y - 0.35 * s), (x - 0.2 * s, y + 0.15 * s),
                   (x + 0.28 * s, y - 0.1 * s)], fill=accent)
        d.rectangle([x - 0.4 * s, y + 0.62 * s, x + 0.4 * s, y + 0.72 * s], fill=colour)
        d.line([(x, y + 0.45 * s), (x, y + 0.62 * s)], fill=colour, width=w)
    elif kind == "leaf":
        d.line([(x, y + 0.9 * s), (x, y - 0.2 * s)], fill=colour, width=w)
        d.ellipse([x - 0.9 * s, y - 0.6 * s, x, y + 0.1 * s], fill=TEAL_L)
        d.ellipse([x, y - 0.95 * s, x + 0.9 * s, y - 0.25 * s], fill=accent)
    elif kind == "book":
        open_book(d, x, y, 0.45 * s, colour, mix(colour, NAVY, 0.2), accent)



def star(d, cx, cy, r, colour, points=5, inner=0.45):
    pts = []
    for i in range(points * 2):
        a = math.pi / points * i - math.pi / 2
        rr = r if i % 2 == 0 else r * inner
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    d.polygon(pts, fill=colour)
