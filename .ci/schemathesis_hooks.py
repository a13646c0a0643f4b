"""Schemathesis hooks for the oshec API (loaded by .ci/schemathesis).

The API takes its inputs as base64: of JSON in most fields and in the sign-in body, of an
id's decimal text in the get-by-id field. The document says what each decodes to, as a JSON
schema under the extension `x-base64-of`. These hooks

1. swap each such field (or body) for its decoded schema when the document is loaded, so
   Schemathesis generates, validates and shrinks decoded values (its examples included);
2. base64-encode those values as the request is serialised, just before it goes on the wire;
3. put a small valid file in the upload field of a form: a PDF where the form's `encoding`
   says application/pdf, else a PNG (a JSON schema cannot say "PNG bytes", and a new item
   must have its file);
4. let a "negative" case whose decoded fields, as the server reads them, still satisfy the
   schema count as what it is: valid. Schemathesis re-validates a form as sent, but it sees
   base64 text where the schema describes the decoded value, and its mutations sometimes
   yield a valid value (a string branch made null where the field is nullable; a string that
   breaks the optimised form of a pattern, which Schemathesis anchors to the whole string
   when a maxLength sits beside it, but matches the pattern as written).

Nothing here knows an entity: everything comes from the document.
"""

from __future__ import annotations

import base64
import json
import os
import re
import struct
import zlib

import schemathesis
from schemathesis.transport.requests import REQUESTS_TRANSPORT

# (path, METHOD, media type) -> {field name, or None for the whole body: decoded content type}
DECODED: dict[tuple[str, str, str], dict[str | None, str]] = {}
# (path, METHOD, media type) -> {binary (file) field: the bytes to send in it}
FILES: dict[tuple[str, str, str], dict[str, bytes]] = {}


def _png() -> bytes:
    """A valid 1x1 PNG."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\x2a\x60\xa0")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


PNG = _png()


def _pdf():
    """A valid one-page PDF: uploads are parsed, so it needs its cross-reference table."""
    out = b"%PDF-1.4\n% schemathesis\n"
    offsets = []
    for i, body in enumerate(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
        ]
    ):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (i + 1, body)
    xref = len(out)
    out += b"xref\n0 4\n0000000000 65535 f \n" + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    return out + b"trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % xref


PDF = _pdf()
CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")


@schemathesis.hook
def before_load_schema(context, raw_schema):
    skip_paging = os.environ.get("SCHEMATHESIS_NO_PAGING") == "1"
    for path, item in raw_schema.get("paths", {}).items():
        for method, operation in item.items():
            if not isinstance(operation, dict):
                continue
            if skip_paging:
                operation["parameters"] = [
                    p for p in operation.get("parameters", []) if p.get("name") not in ("page", "size")
                ]
            content = operation.get("requestBody", {}).get("content", {})
            for media, media_object in content.items():
                key = (path, method.upper(), media)
                schema = media_object.get("schema", {})
                whole = schema.get("x-base64-of")
                if whole:
                    media_object["schema"] = whole["schema"]
                    DECODED.setdefault(key, {})[None] = whole["contentType"]
                    continue
                for name, prop in list(schema.get("properties", {}).items()):
                    decoded = prop.get("x-base64-of")
                    if decoded:
                        schema["properties"][name] = decoded["schema"]
                        DECODED.setdefault(key, {})[name] = decoded["contentType"]
                    elif prop.get("format") == "binary":
                        types = media_object.get("encoding", {}).get(name, {}).get("contentType", "")
                        FILES.setdefault(key, {})[name] = PDF if "application/pdf" in types else PNG


def _encode(content_type: str, value):
    if content_type == "application/json":
        return base64.b64encode(json.dumps(value).encode("utf-8")).decode("ascii")
    if isinstance(value, str):
        return base64.b64encode(value.encode("utf-8")).decode("ascii")
    # A non-text value where text is decoded: sent as it is, which is not base64 at all.
    return "!" + json.dumps(value)


def _key(ctx):
    case = ctx.case
    return (case.operation.path, case.method.upper(), case.media_type or "")


def _positive(ctx) -> bool:
    meta = ctx.case.meta
    return meta is None or meta.generation.mode.is_positive


def _wrap(media_type: str):
    found = REQUESTS_TRANSPORT.get_first_matching_media_type(media_type)
    if found is None:
        raise RuntimeError(f"no built-in serializer for {media_type}")
    _, original = found

    def serialize(ctx, value):
        key = _key(ctx)
        fields = DECODED.get(key, {})
        if None in fields:
            return original(ctx, _encode(fields[None], value))
        if isinstance(value, dict):
            value = dict(value)
            body = ctx.case.body if isinstance(ctx.case.body, dict) else {}
            for name, content_type in fields.items():
                if name not in body:
                    continue
                decoded = body[name]
                # A urlencoded form arrives here with object fields already spread into their
                # keys (OpenAPI's form style): take them back out, the field is one value.
                if isinstance(decoded, dict) and name not in value:
                    for spread in decoded:
                        if spread not in body:
                            value.pop(spread, None)
                value[name] = _encode(content_type, decoded)
            for name, upload in FILES.get(key, {}).items():
                present = name in value
                if present and isinstance(value[name], (bytes, str)) or not present and _positive(ctx):
                    value[name] = upload
            if media_type == "multipart/form-data":
                # A part's name travels in a header line, where ASCII control characters cannot
                # be written; fields the document does not declare, named so, are left out.
                for name in [n for n in value if isinstance(n, str) and CONTROL.search(n)]:
                    del value[name]
        return original(ctx, value)

    REQUESTS_TRANSPORT.serializer(media_type)(serialize)


for _media in ("multipart/form-data", "application/x-www-form-urlencoded", "text/plain"):
    _wrap(_media)


def _decoded_body_is_valid(case) -> bool:
    """Whether the case's body, with base64 fields as the server decodes them, is valid."""
    from schemathesis.core.jsonschema import make_validator
    from schemathesis.core.parameters import ParameterLocation
    from schemathesis.specs.openapi import checks

    meta = case.meta
    if meta is None or not meta.is_negative_at(ParameterLocation.BODY):
        return False
    if checks._has_other_negated_location(case, ParameterLocation.BODY):
        return False
    if (case.operation.path, case.method.upper(), case.media_type or "") not in DECODED:
        return False
    alternative = case.operation.get_body_for_media_type(case.media_type)
    if alternative is None or not isinstance(case.body, dict):
        return False
    try:
        validator_cls = checks._get_openapi_schema(case).adapter.jsonschema_validator_cls
        # Files go out as the hooks' own bytes (a string in the schema's terms).
        body = {k: (v if type(v) in (dict, list, str, int, float, bool, type(None)) else "") for k, v in case.body.items()}
        # The schema as written: the optimised one Schemathesis generates from can be narrower
        # (a pattern with maxLength becomes anchored to the whole string).
        return make_validator(alternative.unoptimized_schema, validator_cls).is_valid(body)
    except Exception:
        # A schema or value the validator cannot read: leave the verdict to Schemathesis.
        return False


# The longest bound Schemathesis may fold into the pattern beside it (see below).
FOLD_LIMIT = 1000


def _install_short_folds() -> None:
    """Keeps long length bounds out of patterns.

    Schemathesis folds a length bound into the pattern beside it (`*` becomes `{0,19999}` for
    a maxLength of 20,000) and validates every generated body with that pattern. The Rust
    regular expressions of its validator take time quadratic in such a bound: checking one
    20,000-character text took 3.3 s (7 ms at 1,000), and most of the run went there. Above
    FOLD_LIMIT the bound stays a `maxLength` beside the pattern as written, which says the same.
    """
    from schemathesis.specs.openapi import converter

    original = converter.update_quantifier

    def update_quantifier(pattern, min_length, max_length):
        if max(min_length or 0, max_length or 0) > FOLD_LIMIT:
            return pattern
        return original(pattern, min_length, max_length)

    converter.update_quantifier = update_quantifier


_install_short_folds()


def _install_decoded_validity() -> None:
    from schemathesis.specs.openapi import checks

    original = checks._body_negation_becomes_valid_after_serialization

    def becomes_valid(response, case) -> bool:
        return original(response, case) or _decoded_body_is_valid(case)

    checks._body_negation_becomes_valid_after_serialization = becomes_valid


_install_decoded_validity()
