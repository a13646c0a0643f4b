"""The partner logos: a shape, a mark and a short Latin monogram."""

import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from .palette import *  # noqa: F401,F403
from .helpers import *  # noqa: F401,F403
from .parts import *  # noqa: F401,F403


# ------------------------------------------------------------ partner logos


def regular(c, r, sides, turn):
    """The corners of a regular polygon of `sides` around (c, c), radius `r`, the first at
    `turn` degrees."""
    step = 360 / sides
    return [(c + r * math.cos(math.radians(step * i + turn)), c + r * math.sin(math.radians(step * i + turn)))
            for i in range(sides)]


def partner_logo(name, text, shape, c1, c2, mark):
    S = 240 * 4
    img = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = S / 2
    R = S * 0.46
    if shape == "circle":
        d.ellipse([c - R, c - R, c + R, c + R], fill=c1)
        d.ellipse([c - R * 0.86, c - R * 0.86, c + R * 0.86, c + R * 0.86], outline=c2, width=int(S * 0.018))
    elif shape == "hexagon":
        pts = regular(c, R, 6, 30)
        d.polygon(pts, fill=c1)
        pts2 = regular(c, R * 0.84, 6, 30)
        d.line(pts2 + [pts2[0]], fill=c2, width=int(S * 0.016), joint="curve")
    elif shape == "rounded":
        d.rounded_rectangle([c - R * 0.92, c - R * 0.92, c + R * 0.92, c + R * 0.92], radius=int(R * 0.35), fill=c1)
        d.rounded_rectangle([c - R * 0.78, c - R * 0.78, c + R * 0.78, c + R * 0.78], radius=int(R * 0.26),
                            outline=c2, width=int(S * 0.016))
    elif shape == "shield":
        def shield_pts(k):
            top = c - R * 0.88 * k
            side = R * 0.86 * k
            pts = [(c - side, top), (c + side, top), (c + side, c + R * 0.05 * k)]
            for i in range(1, 12):
                t = i / 12
                pts.append((c + side * math.cos(t * math.pi / 2), c + R * 0.05 * k + R * 0.9 * k * math.sin(t * math.pi / 2)))
            pts.append((c, c + R * 0.95 * k))
            for i in range(11, 0, -1):
                t = i / 12
                pts.append((c - side * math.cos(t * math.pi / 2), c + R * 0.05 * k + R * 0.9 * k * math.sin(t * math.pi / 2)))
            pts.append((c - side, c + R * 0.05 * k))
            return pts
        d.polygon(shield_pts(1.0), fill=c1)
        p2 = shield_pts(0.86)
        p2 = [(x, y + R * 0.02) for x, y in p2]
        d.line(p2 + [p2[0]], fill=c2, width=int(S * 0.016), joint="curve")
    elif shape == "octagon":
        pts = regular(c, R, 8, 22.5)
        d.polygon(pts, fill=c1)
        pts2 = regular(c, R * 0.85, 8, 22.5)
        d.line(pts2 + [pts2[0]], fill=c2, width=int(S * 0.016), joint="curve")
    elif shape == "diamond":
        pts = [(c, c - R), (c + R, c), (c, c + R), (c - R, c)]
        d.polygon(pts, fill=c1)
        r2 = R * 0.84
        pts2 = [(c, c - r2), (c + r2, c), (c, c + r2), (c - r2, c)]
        d.line(pts2 + [pts2[0]], fill=c2, width=int(S * 0.016), joint="curve")
    elif shape == "ring":
        d.ellipse([c - R, c - R, c + R, c + R], fill=WHITE, outline=c1, width=int(S * 0.06))
        # laurel-like arcs of dots
        for side in (-1, 1):
            for i in range(9):
                a = math.radians(110 + i * 15) if side < 0 else math.radians(70 - i * 15)
                x, y = c + math.cos(a) * R * 0.74, c + math.sin(a) * R * 0.74
                rr = S * 0.028
                d.ellipse([x - rr, y - rr * 1.6, x + rr, y + rr * 1.6], fill=c2)

    # emblem mark above the monogram
    my = c - R * 0.42
    ms = S * 0.09
    col = c2
    if mark == "sun":
        for i in range(12):
            a = math.radians(180 + i * 180 / 11)
            d.line([(c + math.cos(a) * ms * 0.9, my + ms * 0.4 + math.sin(a) * ms * 0.9),
                    (c + math.cos(a) * ms * 1.5, my + ms * 0.4 + math.sin(a) * ms * 1.5)], fill=col,
                   width=int(S * 0.014))
        d.pieslice([c - ms * 0.75, my - ms * 0.35, c + ms * 0.75, my + ms * 1.15], 180, 360, fill=col)
    elif mark == "book":
        for side in (-1, 1):
            d.polygon([(c, my + ms * 0.1), (c + side * ms * 0.5, my - ms * 0.3), (c + side * ms * 1.45, my - ms * 0.2),
                       (c + side * ms * 1.45, my + ms * 0.85), (c + side * ms * 0.5, my + ms * 0.75),
                       (c, my + ms * 1.1)], fill=col)
        d.line([(c, my + ms * 0.1), (c, my + ms * 1.1)], fill=c1, width=int(S * 0.012))
    elif mark == "gear":
        for i in range(8):
            a = math.radians(i * 45)
            d.line([(c + math.cos(a) * ms * 0.5, my + ms * 0.3 + math.sin(a) * ms * 0.5),
                    (c + math.cos(a) * ms * 0.95, my + ms * 0.3 + math.sin(a) * ms * 0.95)],
                   fill=col, width=int(S * 0.035))
        d.ellipse([c - ms * 0.7, my - ms * 0.4, c + ms * 0.7, my + ms * 1.0], fill=col)
        d.ellipse([c - ms * 0.3, my, c + ms * 0.3, my + ms * 0.6], fill=c1 if shape != "ring" else WHITE)
    elif mark == "star":
        star(d, c, my + ms * 0.3, ms * 0.95, col)
    elif mark == "cap":
        mortarboard(d, c, my + ms * 0.1, ms * 0.85, col)
    elif mark == "lamp":
        # a diya: bowl and flame
        d.pieslice([c - ms * 1.2, my - ms * 0.2, c + ms * 1.2, my + ms * 1.2], 0, 180, fill=col)
        d.ellipse([c - ms * 0.28, my - ms * 0.75, c + ms * 0.28, my + ms * 0.45], fill=col)
        d.polygon([(c - ms * 0.26, my - ms * 0.3), (c + ms * 0.26, my - ms * 0.3), (c, my - ms * 1.15)], fill=col)
    tc = WHITE if shape != "ring" else c1
    avail = R * {"circle": 1.3, "hexagon": 1.3, "rounded": 1.2, "shield": 1.25, "octagon": 1.3,
                 "ring": 1.05}.get(shape, 1.2)
    size = int(S * 0.24)
    while True:
        f = font(size)
        bb = d.textbbox((0, 0), text, font=f)
        tw, th = bb[2] - bb[0], bb[3] - bb[1]
        if tw <= avail or size < 20:
            break
        size -= 4
    ty = c + R * 0.12 - th / 2 - bb[1]
    d.text((c - tw / 2 - bb[0], ty), text, font=f, fill=tc)
    # underline bar
    d.rounded_rectangle([c - R * 0.3, c + R * 0.45, c + R * 0.3, c + R * 0.5], radius=int(S * 0.01), fill=col)

    img = img.resize((240, 240), Image.LANCZOS)
    full = os.path.join(OUT, name)
    img.save(full, "PNG", optimize=True)
    print(f"{name:28s} {os.path.getsize(full) / 1024:6.1f} KB")
