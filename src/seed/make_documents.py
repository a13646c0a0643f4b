#!/usr/bin/env python3
"""Write the sample PDFs that src/seed/content.json attaches to its starter documents.

Each file is a one-page PDF 1.4 written directly (no library): a title, a line saying it is a
sample and not a publication of the council, its category and date. The PDFs are written by
hand rather than with a PDF crate in the server because the starter content is data: checking
in a few kilobytes of generated files keeps a PDF writer (and its dependencies) out of the
binary, and the output is byte-for-byte reproducible.

Usage (from the repository root):
    python3 src/seed/make_documents.py

Output goes to src/seed/documents/. Only the standard Helvetica font is used, so the text is
English; the Odia titles live in content.json.
"""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "documents")

CATEGORY_NAMES = {
    "acts": "Acts, Rules and Regulations",
    "proceedings": "Proceedings",
    "initiatives": "Initiatives and Reports",
    "ug": "Undergraduate",
    "pg": "Postgraduate",
    "central": "Central Government Reports",
    "notices": "Notices",
    "ongoing": "Ongoing Activities",
    "eContents": "e-Contents",
    "nep": "NEP 2020 Letters",
}


def escape(text):
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def pdf(lines):
    """A one-page A4 PDF showing `lines` as (size, text) pairs, top to bottom."""
    stream = ["BT", "/F1 11 Tf", "72 770 Td"]
    first = True
    for size, text in lines:
        if not first:
            stream.append(f"0 -{size + 10} Td")
        first = False
        stream.append(f"/F1 {size} Tf ({escape(text)}) Tj")
    stream.append("ET")
    content = "\n".join(stream).encode("latin-1")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        b"/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length " + str(len(content)).encode() + b" >>\nstream\n" + content + b"\nendstream",
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for offset in offsets:
        out += f"{offset:010d} 00000 n \n".encode()
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n"
    ).encode()
    return bytes(out)


def main():
    with open(os.path.join(HERE, "content.json"), encoding="utf-8") as f:
        documents = json.load(f).get("document", [])
    os.makedirs(OUT, exist_ok=True)
    for item in documents:
        fields = item["fields"]
        lines = [
            (18, fields["titleEn"]),
            (12, "SAMPLE DOCUMENT - starter content, not a publication of the"),
            (12, "Odisha State Higher Education Council. Replace it in the back office."),
            (11, f"Category: {CATEGORY_NAMES[fields['category']]}"),
            (11, f"Published: {fields['publishDate']}"),
        ]
        if fields.get("validUntil"):
            lines.append((11, f"Valid until: {fields['validUntil']}"))
        with open(os.path.join(OUT, item["file"]), "wb") as f:
            f.write(pdf(lines))


if __name__ == "__main__":
    main()
