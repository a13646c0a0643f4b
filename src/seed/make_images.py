#!/usr/bin/env python3
"""Draw the starter images that src/seed/content.json refers to.

Every picture is an original illustration drawn from shapes, in the council's
palette (deep blue, saffron/amber, white, teal). Nothing is copied from any real
emblem or photograph, and no image carries text that would need translating
(partner logos carry a short Latin monogram only).

Usage (from the repository root):
    pip install Pillow numpy
    python3 src/seed/make_images.py

Output goes to src/seed/images/. The result is deterministic (fixed random
seeds), so running the script again reproduces the same files.
"""

import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "images")

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


# ---------------------------------------------------------------- helpers


def mix(a, b, t):
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def alpha(c, a):
    return (c[0], c[1], c[2], int(a))


def vgrad(w, h, stops):
    """Vertical gradient through [(pos, colour), ...] with pos in 0..1."""
    ys = np.linspace(0.0, 1.0, h)
    arr = np.zeros((h, w, 3), dtype=np.float32)
    pos = [p for p, _ in stops]
    for ch in range(3):
        col = np.interp(ys, pos, [c[ch] for _, c in stops])
        arr[:, :, ch] = col[:, None]
    return Image.fromarray(arr.clip(0, 255).astype(np.uint8), "RGB")


def dgrad(w, h, c1, c2, angle=0.35):
    """Diagonal gradient from the top-left c1 to the bottom-right c2."""
    xs = np.linspace(0, 1, w)[None, :]
    ys = np.linspace(0, 1, h)[:, None]
    t = (xs * math.cos(angle) + ys * math.sin(angle))
    t = (t - t.min()) / (t.max() - t.min())
    arr = np.zeros((h, w, 3), dtype=np.float32)
    for ch in range(3):
        arr[:, :, ch] = c1[ch] + (c2[ch] - c1[ch]) * t
    return Image.fromarray(arr.clip(0, 255).astype(np.uint8), "RGB")


def glow(img, cx, cy, r, colour, strength=0.8):
    """Additive-looking radial glow blended onto img (RGB)."""
    w, h = img.size
    xs = np.arange(w)[None, :]
    ys = np.arange(h)[:, None]
    d = np.sqrt((xs - cx) ** 2 + (ys - cy) ** 2) / r
    a = np.clip(1 - d, 0, 1) ** 2 * strength
    base = np.asarray(img).astype(np.float32)
    col = np.array(colour, dtype=np.float32)[None, None, :]
    out = base * (1 - a[:, :, None]) + col * a[:, :, None]
    return Image.fromarray(out.clip(0, 255).astype(np.uint8), "RGB")


def overlay(base, draw_fn, blur=0, bg=(0, 0, 0)):
    """Draw on a transparent RGBA layer and composite it onto base. bg is the
    colour of the transparent pixels (matters only when blurring)."""
    layer = Image.new("RGBA", base.size, (bg[0], bg[1], bg[2], 0))
    d = ImageDraw.Draw(layer)
    draw_fn(d, layer)
    if blur:
        layer = layer.filter(ImageFilter.GaussianBlur(blur))
    out = base.convert("RGBA")
    out.alpha_composite(layer)
    return out.convert("RGB")


def shadow(base, draw_fn, blur, offset=(0, 0), opacity=90):
    def fn(d, layer):
        draw_fn(d, offset, (0, 0, 0, opacity))
    return overlay(base, fn, blur=blur)


def finish(img, size, path, fmt, **kw):
    img = img.resize(size, Image.LANCZOS)
    full = os.path.join(OUT, path)
    if fmt == "JPEG":
        img.convert("RGB").save(full, "JPEG", quality=kw.get("quality", 78),
                                optimize=True, progressive=True, subsampling=2)
    else:
        img.save(full, "PNG", optimize=True)
    print(f"{path:28s} {os.path.getsize(full) / 1024:6.1f} KB")


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


def star(d, cx, cy, r, colour, points=5, inner=0.45):
    pts = []
    for i in range(points * 2):
        a = math.pi / points * i - math.pi / 2
        rr = r if i % 2 == 0 else r * inner
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    d.polygon(pts, fill=colour)


# ------------------------------------------------------------ partner logos


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
        pts = [(c + R * math.cos(math.radians(60 * i + 30)), c + R * math.sin(math.radians(60 * i + 30)))
               for i in range(6)]
        d.polygon(pts, fill=c1)
        pts2 = [(c + R * 0.84 * math.cos(math.radians(60 * i + 30)),
                 c + R * 0.84 * math.sin(math.radians(60 * i + 30))) for i in range(6)]
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
        pts = [(c + R * math.cos(math.radians(45 * i + 22.5)), c + R * math.sin(math.radians(45 * i + 22.5)))
               for i in range(8)]
        d.polygon(pts, fill=c1)
        pts2 = [(c + R * 0.85 * math.cos(math.radians(45 * i + 22.5)),
                 c + R * 0.85 * math.sin(math.radians(45 * i + 22.5))) for i in range(8)]
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


# --------------------------------------------------------------------- main


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        if f.endswith((".jpg", ".png")):
            os.remove(os.path.join(OUT, f))

    banner_campus()
    banner_learning()

    gallery_campus()
    gallery_convocation()
    gallery_lab()
    gallery_library()
    gallery_digital()
    gallery_workshop()

    feature_card("feature-nep.jpg", NAVY, (20, 120, 150), ("cap", ("book", "leaf", "atom")), 101)
    feature_card("feature-research.jpg", (8, 70, 80), TEAL, ("atom", ("bulb", "leaf", "book")), 102)
    feature_card("feature-digital.jpg", DEEP, (40, 90, 150), ("screen", ("cap", "atom", "bulb")), 103)

    announce_card("announce-research.png", NAVY, WHITE, draw_research, 201)
    announce_card("announce-credits.png", TEAL, WHITE, draw_credits, 202)
    announce_card("announce-quality.png", (196, 132, 0), WHITE, draw_quality, 203)

    partner_logo("partner-hed.png", "HED", "circle", NAVY, AMBER, "sun")
    partner_logo("partner-ugc.png", "UGC", "hexagon", (10, 110, 120), SAFFRON, "book")
    partner_logo("partner-aicte.png", "AICTE", "rounded", (30, 50, 110), TEAL_L, "gear")
    partner_logo("partner-naac.png", "NAAC", "shield", (120, 30, 50), AMBER, "star")
    partner_logo("partner-rusa.png", "RUSA", "octagon", (196, 112, 0), WHITE, "lamp")
    partner_logo("partner-utkal.png", "UU", "ring", NAVY, TEAL, "cap")

    total = sum(os.path.getsize(os.path.join(OUT, f)) for f in os.listdir(OUT))
    print(f"total {total / 1024:.1f} KB")


if __name__ == "__main__":
    main()
