#!/usr/bin/env python3
"""Draw the starter images that src/seed/content.json refers to.

Every picture is an original illustration drawn from shapes, in the council's
palette (deep blue, saffron/amber, white, teal). Nothing is copied from any real
emblem or photograph, and no image carries text that would need translating
(partner logos carry a short Latin monogram only).

Usage (from the repository root):
    pip install Pillow numpy
    python3 src/seed/make_images.py

The drawing is in src/seed/draw/, a module per kind of picture; this script runs it.
Output goes to src/seed/images/. The result is deterministic (fixed random
seeds), so running the script again reproduces the same files.
"""

import os

from draw.banners import banner_campus, banner_learning
from draw.cards import announce_card, draw_credits, draw_quality, draw_research, feature_card
from draw.gallery import (
    gallery_campus,
    gallery_convocation,
    gallery_digital,
    gallery_lab,
    gallery_library,
    gallery_workshop,
)
from draw.logos import partner_logo
from draw.palette import AMBER, DEEP, NAVY, OUT, SAFFRON, TEAL, TEAL_L, WHITE


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
