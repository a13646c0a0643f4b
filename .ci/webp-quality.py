"""How WebP quality moves size and SSIM at each variant width (how src/files chose its qualities).

For each photo and width: the photo resized (Lanczos) to that width is the reference; it is
encoded as WebP at several qualities (libwebp through Pillow, method 4 as the server's encoder),
decoded, and compared with the reference by SSIM on luma (Gaussian window, sigma 1.5), twice:
- "native": pixel for pixel;
- "seen": both scaled down to 400 px wide first, i.e. as a 390 px phone shows a picture drawn
  across its width at a device pixel ratio of width / 400 (a 1200 px variant on a DPR 3 screen).
  Artefacts smaller than a CSS pixel are hard to see; "seen" measures what is left of them.
Usage: python3 webp-quality.py PHOTO [PHOTO ...]   (needs numpy and Pillow)
"""
import io
import sys

import numpy as np
from PIL import Image

WIDTHS = [320, 480, 640, 800, 960, 1280, 1600]
QUALITIES = [50, 60, 65, 70, 75, 80, 85]
SEEN = 400


def luma(img):
    return np.asarray(img.convert("L"), dtype=np.float64)


def gaussian(sigma=1.5, radius=5):
    x = np.arange(-radius, radius + 1, dtype=np.float64)
    k = np.exp(-(x**2) / (2 * sigma**2))
    return k / k.sum()


def blur(a, k):
    r = len(k) // 2
    a = np.pad(a, r, mode="reflect")
    a = np.apply_along_axis(lambda v: np.convolve(v, k, mode="valid"), 0, a)
    return np.apply_along_axis(lambda v: np.convolve(v, k, mode="valid"), 1, a)


def ssim(a, b):
    k = gaussian()
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    ma, mb = blur(a, k), blur(b, k)
    va = blur(a * a, k) - ma * ma
    vb = blur(b * b, k) - mb * mb
    cov = blur(a * b, k) - ma * mb
    s = ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2))
    return float(s.mean())


def webp(img, quality):
    out = io.BytesIO()
    img.save(out, "WEBP", quality=quality, method=4)
    data = out.getvalue()
    return len(data), Image.open(io.BytesIO(data)).convert("RGB")


def seen(img):
    if img.width <= SEEN:
        return img
    return img.resize((SEEN, round(img.height * SEEN / img.width)), Image.LANCZOS)


def main():
    print("| photo | width | quality | bytes | SSIM native | SSIM seen |")
    print("|---|---|---|---|---|---|")
    for name in sys.argv[1:]:
        source = Image.open(name).convert("RGB")
        for width in WIDTHS:
            if width > source.width:
                continue
            ref = source.resize((width, round(source.height * width / source.width)), Image.LANCZOS)
            ref_native, ref_seen = luma(ref), luma(seen(ref))
            for q in QUALITIES:
                size, out = webp(ref, q)
                print(
                    f"| {name.rsplit('/', 1)[-1]} | {width} | {q} | {size} | "
                    f"{ssim(ref_native, luma(out)):.4f} | {ssim(ref_seen, luma(seen(out))):.4f} |",
                    flush=True,
                )


main()
