"""Resident memory of oshec under repeated 5 MB image uploads (docs/benchmarks.md, "Memory under uploads").

Usage: .ci/.venv/bin/python .ci/bench-uploads.py [COUNT] [update|create]
Starts target/release/oshec (or $OSHEC_BIN) on a fresh database, signs in, uploads COUNT
(default 50) banner images of just under 5 MiB (to one item, or a new item each), and prints
the server's VmRSS at start, along the way and when idle.
"""

import base64
import json
import os
import subprocess
import sys
import tempfile
import time

import requests

BIN = os.environ.get("OSHEC_BIN", "target/release/oshec")
PORT = os.environ.get("BENCH_PORT", "4798")
COUNT = int(sys.argv[1]) if len(sys.argv) > 1 else 50
MODE = sys.argv[2] if len(sys.argv) > 2 else "update"
PASSWORD = "bench-uploads-password"


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = os.path.join(tmp, "oshec.redb")
        subprocess.run(
            [BIN, "create-admin", "--database", db, "--email", "bench@oshec.test", "--password-stdin"],
            input=PASSWORD.encode(), check=True, capture_output=True,
        )
        server = subprocess.Popen(
            [BIN, "serve", "--database", db, "--bind", f"127.0.0.1:{PORT}"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        try:
            run(server)
        finally:
            server.terminate()
            server.wait()


def rss(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS"):
                return int(line.split()[1]) // 1024
    return -1


def run(server: subprocess.Popen) -> None:
    base = f"http://127.0.0.1:{PORT}/oshec/api"
    for _ in range(100):
        try:
            requests.get(f"http://127.0.0.1:{PORT}/healthz", timeout=1)
            break
        except requests.RequestException:
            time.sleep(0.1)
    login = {"userName": "bench@oshec.test", "password": PASSWORD, "captcha": "ignore"}
    answer = requests.post(f"{base}/allowAll/authenticate", data=base64.b64encode(json.dumps(login).encode()),
                           headers={"Content-Type": "text/plain"}).json()
    headers = {"Authorization": "Bearer " + answer["data"]}
    print(f"start: {rss(server.pid)} MiB")
    image = bytearray(b"\x89PNG\r\n\x1a\n" + b"\x00" * (5 * 1024 * 1024 - 32))
    fields = {name: "Benchmark" for name in ("bannerTitleEn", "bannerTitleOd", "bannerSubtitleEn",
                                              "bannerSubtitleOd", "bannerDescEn", "bannerDescOd")}
    peak = 0
    for i in range(COUNT):
        item = dict(fields, bannerId=1 if MODE == "update" else None)
        image[-1] = i % 256
        resp = requests.post(f"{base}/banner/manage", headers=headers, files={
            "cipherBannerSliderDto": (None, base64.b64encode(json.dumps(item).encode()).decode()),
            "bannerImg": ("photo.png", bytes(image), "image/png"),
        })
        resp.raise_for_status()
        peak = max(peak, rss(server.pid))
        if i + 1 in (1, 10, 25, 50, 100):
            print(f"after {i + 1} uploads: {rss(server.pid)} MiB")
    time.sleep(2)
    print(f"idle: {rss(server.pid)} MiB (highest seen between uploads: {peak} MiB)")


if __name__ == "__main__":
    main()
