"""Helpers every picture uses: colour mixing, gradients, glows, overlays, shadows, and
writing the finished file."""

import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from .palette import *  # noqa: F401,F403


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
