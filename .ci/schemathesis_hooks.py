"""Schemathesis hooks for the oshec API (loaded by .ci/schemathesis).

The API takes its inputs as base64: of JSON in most fields and in the sign-in body, of an
id's decimal text in the get-by-id field. The document says what each decodes to, as a JSON
schema under the extension `x-base64-of`. These hooks

1. swap each such field (or body) for its decoded schema when the document is loaded, so
   Schemathesis generates, validates and shrinks decoded values (its examples included);
2. base64-encode those values as the request is serialised, just before it goes on the wire;
3. put a small valid PNG in the image field of an upload (a JSON schema cannot say "PNG
   bytes", and a new item must have an image).

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
# (path, METHOD, media type) -> names of binary (file) fields
FILES: dict[tuple[str, str, str], set[str]] = {}


def _png() -> bytes:
    """A valid 1x1 PNG."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\x2a\x60\xa0")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


PNG = _png()
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
                        FILES.setdefault(key, set()).add(name)


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
            for name in FILES.get(key, ()):
                present = name in value
                if present and isinstance(value[name], (bytes, str)) or not present and _positive(ctx):
                    value[name] = PNG
            if media_type == "multipart/form-data":
                # A part's name travels in a header line, where ASCII control characters cannot
                # be written; fields the document does not declare, named so, are left out.
                for name in [n for n in value if isinstance(n, str) and CONTROL.search(n)]:
                    del value[name]
        return original(ctx, value)

    REQUESTS_TRANSPORT.serializer(media_type)(serialize)


for _media in ("multipart/form-data", "application/x-www-form-urlencoded", "text/plain"):
    _wrap(_media)
