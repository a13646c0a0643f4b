"""The drawing of the starter images, one module per kind of picture (make_images.py runs
them)."""
