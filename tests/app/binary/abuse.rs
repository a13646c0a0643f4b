//! The real binary against abuse (docs/security.md): raw TCP clients that send nothing, a
//! header line or a body byte now and then, or fill every connection, while a normal client
//! must still be answered; and image and PDF uploads built to exhaust the encoder or memory,
//! with the server's peak memory measured.
use super::support;

use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use oshec::entities::keys::PHOTOS;
use serde_json::{Value, json};
use support::{PASSWORD, Site, client, text};

/// Reads until the server closes the connection (or `limit` passes); returns what was read and
/// how long it took.
fn read_until_closed(stream: &mut TcpStream, limit: Duration) -> (String, Duration) {
    let start = Instant::now();
    stream
        .set_read_timeout(Some(Duration::from_millis(200)))
        .expect("timeout");
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    while start.elapsed() < limit {
        match stream.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => got.extend_from_slice(&buf[..n]),
            Err(e)
                if e.kind() == std::io::ErrorKind::WouldBlock
                    || e.kind() == std::io::ErrorKind::TimedOut => {}
            Err(_) => break,
        }
    }
    (String::from_utf8_lossy(&got).into_owned(), start.elapsed())
}

fn healthy(site: &support::Server) -> bool {
    client()
        .get(site.url("/healthz"))
        .timeout(Duration::from_secs(5))
        .send()
        .is_ok_and(|r| r.status() == reqwest::StatusCode::OK)
}

#[test]
fn slow_silent_and_idle_connections_are_dropped_while_others_are_served() {
    let site = Site::new()
        .with_env("OSHEC_HEADER_TIMEOUT_SECONDS", "2")
        .with_env("OSHEC_IDLE_TIMEOUT_SECONDS", "1");
    let server = site.serve(&["--no-seed"]);

    // One header line every half second: the head never ends, and the server hangs up at the
    // header deadline, answering others meanwhile.
    let mut slow = TcpStream::connect(server.addr).expect("connect");
    let mut silent = TcpStream::connect(server.addr).expect("connect");
    let start = Instant::now();
    slow.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        .expect("write");
    let mut dropped = None;
    for i in 0..20 {
        std::thread::sleep(Duration::from_millis(500));
        assert!(healthy(&server), "others are served");
        let line = format!("X-Slow-{i}: keep me\r\n");
        if slow.write_all(line.as_bytes()).is_err() {
            dropped = Some(start.elapsed());
            break;
        }
        slow.set_read_timeout(Some(Duration::from_millis(10)))
            .expect("timeout");
        let mut buf = [0u8; 512];
        match slow.read(&mut buf) {
            Ok(_) => {
                dropped = Some(start.elapsed());
                break;
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
            Err(_) => {
                dropped = Some(start.elapsed());
                break;
            }
        }
    }
    let dropped = dropped.expect("the slow client was never dropped");
    assert!(
        dropped >= Duration::from_millis(1500) && dropped < Duration::from_secs(5),
        "slow client dropped after {dropped:?}"
    );

    // The client that sent nothing is gone by now too.
    let (got, waited) = read_until_closed(&mut silent, Duration::from_secs(5));
    assert!(got.is_empty(), "{got}");
    assert!(start.elapsed() < Duration::from_secs(6), "{waited:?}");

    // A kept-alive connection is answered, then closed after the idle timeout.
    let mut idle = TcpStream::connect(server.addr).expect("connect");
    idle.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .expect("write");
    let (got, waited) = read_until_closed(&mut idle, Duration::from_secs(6));
    assert!(got.starts_with("HTTP/1.1 200"), "{got}");
    assert!(
        waited >= Duration::from_millis(800) && waited < Duration::from_secs(4),
        "idle connection closed after {waited:?}"
    );
    assert!(healthy(&server));
}

/// A raw connection to `server` from `from` (any 127.x.y.z works on Linux loopback).
fn connect_from(from: Ipv4Addr, server: SocketAddr) -> TcpStream {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let stream = runtime
        .block_on(async {
            let socket = tokio::net::TcpSocket::new_v4()?;
            socket.bind(SocketAddr::from((from, 0)))?;
            socket.connect(server).await?.into_std()
        })
        .expect("connect");
    stream.set_nonblocking(false).expect("blocking");
    stream
}

/// A client that sends a request head announcing a body of `length` bytes, then the body a
/// little at a time, and notes when the server ends the connection.
struct Drip {
    stream: TcpStream,
    length: usize,
    sent: usize,
    /// What the server sent before it ended the connection, once it has.
    ended: Option<String>,
}

impl Drip {
    fn open(from: Ipv4Addr, server: SocketAddr, length: usize) -> Drip {
        let mut stream = connect_from(from, server);
        let head = format!(
            "POST /oshec/api/allowAll/authenticate HTTP/1.1\r\nHost: x\r\n\
             Content-Type: text/plain\r\nContent-Length: {length}\r\n\r\n"
        );
        stream.write_all(head.as_bytes()).expect("head");
        stream.set_nonblocking(true).expect("nonblocking");
        Drip {
            stream,
            length,
            sent: 0,
            ended: None,
        }
    }

    /// Sends up to `bytes` more of the body unless the server has ended the connection;
    /// true while it is open.
    fn step(&mut self, bytes: usize) -> bool {
        if self.ended.is_some() {
            return false;
        }
        let mut buf = [0u8; 4096];
        match self.stream.read(&mut buf) {
            Ok(n) => {
                self.ended = Some(String::from_utf8_lossy(&buf[..n]).into_owned());
                return false;
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
            Err(_) => {
                self.ended = Some(String::new());
                return false;
            }
        }
        let n = bytes.min(self.length - self.sent);
        match self.stream.write(&vec![b'x'; n]) {
            Ok(written) => self.sent += written,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
            Err(_) => self.ended = Some(String::new()),
        }
        self.ended.is_none()
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// The sum of the counts of `name` (all its labels matching `labels`) from the metrics
/// listener at `port`.
fn metric(port: u16, name: &str, labels: &str) -> u64 {
    let text = client()
        .get(format!("http://127.0.0.1:{port}/metrics"))
        .send()
        .and_then(|r| r.text())
        .expect("metrics");
    text.lines()
        .filter(|l| l.starts_with(name) && l.contains(labels))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<u64>().ok())
        .sum()
}

#[test]
fn slow_request_bodies_end_at_the_least_speed_or_the_whole_request_deadline() {
    let port = free_port();
    let site = Site::new()
        .with_env("OSHEC_HEADER_TIMEOUT_SECONDS", "1")
        .with_env("OSHEC_REQUEST_TIMEOUT_SECONDS", "3")
        .with_env("OSHEC_MIN_BODY_BYTES_PER_SECOND", "1000")
        .with_env("OSHEC_MAX_CONNECTIONS_PER_ADDRESS", "2")
        .with_env("OSHEC_METRICS_BIND", &format!("127.0.0.1:{port}"));
    let server = site.serve(&["--no-seed"]);
    let a = Ipv4Addr::new(127, 0, 2, 1);
    let b = Ipv4Addr::new(127, 0, 2, 2);
    // Two bodies at a byte every 200 ms (5 bytes a second), each resetting any inactivity
    // timer; one at 2,500 bytes a second, above the least speed, whose 20,000 bytes would
    // take 8 s, past the whole request's 3.
    let mut trickles = [
        Drip::open(a, server.addr, 1000),
        Drip::open(a, server.addr, 1000),
    ];
    let mut steady = Drip::open(b, server.addr, 20_000);
    // A third connection from the first address, whose two are busy with their bodies, is
    // answered 503 at once.
    let mut third = connect_from(a, server.addr);
    let (got, _) = read_until_closed(&mut third, Duration::from_secs(5));
    assert!(got.starts_with("HTTP/1.1 503"), "{got}");

    for _ in 0..50 {
        std::thread::sleep(Duration::from_millis(200));
        let open = trickles
            .iter_mut()
            .map(|t| t.step(1))
            .filter(|o| *o)
            .count()
            + usize::from(steady.step(500));
        assert!(healthy(&server), "others are served meanwhile");
        if open == 0 {
            break;
        }
    }
    for drip in trickles.iter().chain([&steady]) {
        assert!(drip.ended.is_some(), "still open after {} bytes", drip.sent);
        assert!(
            drip.sent < drip.length,
            "the whole body went through: {:?}",
            drip.ended
        );
    }
    assert!(
        metric(
            port,
            "oshec_connections_timed_out_total",
            "reason=\"slow_body\""
        ) >= 2,
        "{}",
        server.log()
    );
    assert!(
        metric(
            port,
            "oshec_connections_timed_out_total",
            "reason=\"request\""
        ) >= 1
    );
    assert!(metric(port, "oshec_connections_refused_total", "address_cap") >= 1);
}

#[test]
fn at_the_connection_cap_connections_waiting_for_a_request_give_way_to_new_ones() {
    // Timeouts far beyond the test: only giving way can free a slot in time.
    let site = Site::new()
        .with_env("OSHEC_HEADER_TIMEOUT_SECONDS", "60")
        .with_env("OSHEC_IDLE_TIMEOUT_SECONDS", "60")
        .with_env("OSHEC_MAX_CONNECTIONS", "16");
    let server = site.serve(&["--no-seed"]);
    // Sixteen connections that send nothing, from as many addresses, fill every slot.
    let mut hogs: Vec<TcpStream> = (1..=16)
        .map(|n| connect_from(Ipv4Addr::new(127, 0, 4, n), server.addr))
        .collect();
    std::thread::sleep(Duration::from_millis(1000));
    for _ in 0..3 {
        assert!(
            healthy(&server),
            "a new client is served:\n{}",
            server.log()
        );
    }
    // A connection that gave way reads as closed at once; the others are still open.
    let mut gave_way = 0;
    for hog in &mut hogs {
        let (_, waited) = read_until_closed(hog, Duration::from_millis(300));
        gave_way += usize::from(waited < Duration::from_millis(300));
    }
    assert!(gave_way >= 1, "no waiting connection gave way");
}

#[test]
fn when_every_connection_holds_a_slow_body_the_slowest_gives_way() {
    // No least speed and a long deadline: only giving way can free a slot in time.
    let site = Site::new()
        .with_env("OSHEC_HEADER_TIMEOUT_SECONDS", "60")
        .with_env("OSHEC_REQUEST_TIMEOUT_SECONDS", "120")
        .with_env("OSHEC_MIN_BODY_BYTES_PER_SECOND", "0")
        .with_env("OSHEC_IDLE_TIMEOUT_SECONDS", "60")
        .with_env("OSHEC_MAX_CONNECTIONS", "16");
    let server = site.serve(&["--no-seed"]);
    let mut drips: Vec<Drip> = (1..=16)
        .map(|n| Drip::open(Ipv4Addr::new(127, 0, 3, n), server.addr, 1000))
        .collect();
    // The first sends faster than the rest.
    for _ in 0..5 {
        std::thread::sleep(Duration::from_millis(250));
        for (i, drip) in drips.iter_mut().enumerate() {
            drip.step(if i == 0 { 20 } else { 1 });
        }
    }
    assert!(
        healthy(&server),
        "a new client is served:\n{}",
        server.log()
    );
    let ended: Vec<usize> = (0..drips.len()).filter(|&i| !drips[i].step(0)).collect();
    assert!(!ended.is_empty(), "no body gave way");
    assert!(!ended.contains(&0), "the fastest body gave way: {ended:?}");
}

/// The server's peak resident memory so far, in bytes (`VmHWM`).
fn peak_memory(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("status");
    let kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM");
    kb * 1024
}

/// A PNG, compressed hard: the bombs are small files of many pixels.
fn png_of<P: image::PixelWithColorType>(image: &image::ImageBuffer<P, Vec<P::Subpixel>>) -> Vec<u8>
where
    [P::Subpixel]: image::EncodableLayout,
{
    use image::ImageEncoder as _;
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new_with_quality(
        &mut out,
        image::codecs::png::CompressionType::Best,
        image::codecs::png::FilterType::NoFilter,
    )
    .write_image(
        image::EncodableLayout::as_bytes(image.as_raw().as_slice()),
        image.width(),
        image.height(),
        P::COLOR_TYPE,
    )
    .expect("encode png");
    assert!(out.len() < 5 * 1024 * 1024, "{} bytes", out.len());
    out
}

fn upload(server: &support::Server, token: &str, tag: &str, bytes: Vec<u8>) -> (u16, Value) {
    let fields = json!({"displayName": tag, "displayNameOd": tag, "isActive": true});
    let form = reqwest::blocking::multipart::Form::new()
        .text("cipherImageGalleryDto", STANDARD.encode(fields.to_string()))
        .part(
            "displayImg",
            reqwest::blocking::multipart::Part::bytes(bytes).file_name("upload.png"),
        );
    let resp = client()
        .post(server.api(&format!("/{PHOTOS}/manage")))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .unwrap_or_else(|e| panic!("{e}:\n{}", server.log()));
    let status = resp.status().as_u16();
    (status, resp.json().unwrap_or(Value::Null))
}

#[test]
fn image_bombs_are_refused_and_uploads_stay_under_128_mib() {
    let site = Site::new();
    let out = site.create_admin("admin@example.org", PASSWORD);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let server = site.serve(&["--no-seed"]);
    let token = server.token("admin@example.org", PASSWORD);

    // 1 × 25,000,000 pixels: within the pixel count, beyond the WebP encoder's sides.
    let long = image::GrayImage::from_pixel(1, 25_000_000, image::Luma([7]));
    let (status, body) = upload(&server, &token, "long", png_of(&long));
    assert_eq!(status, 400, "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap_or("")
            .contains("at most 16383 pixels"),
        "{body}"
    );

    // 16-bit colour, 5000 × 5000: small as a file, 150 MB as pixels.
    let deep = image::ImageBuffer::<image::Rgb<u16>, Vec<u16>>::from_pixel(
        5000,
        5000,
        image::Rgb([9000, 30000, 50000]),
    );
    let (status, body) = upload(&server, &token, "deep", png_of(&deep));
    assert_eq!(status, 400, "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap_or("")
            .contains("too large to process"),
        "{body}"
    );

    // An ordinary 12-megapixel photo is still taken.
    let photo = image::RgbImage::from_fn(4000, 3000, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, ((x + y) % 256) as u8])
    });
    let mut jpeg = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 70)
        .encode_image(&photo)
        .expect("jpeg");
    let (status, body) = upload(&server, &token, "photo", jpeg);
    assert_eq!(status, 200, "{body}");

    let peak = peak_memory(server.pid());
    assert!(
        peak < 128 * 1024 * 1024,
        "the server's peak was {} MiB",
        peak / 1024 / 1024
    );
}

/// Deflate (zlib) data that inflates to `prefix` and then `mib` MiB of `unit` repeated, made
/// without compressing that much: after one MiB, each further MiB compresses to the same
/// bytes (its matches all reach back into the same pattern), so that block is repeated. The
/// checksum at the end is left wrong: a reader that inflates it all finds out only at the end.
fn repeated_bomb(prefix: &[u8], unit: &[u8], mib: usize) -> Vec<u8> {
    let fill: Vec<u8> = unit.iter().copied().cycle().take(1 << 20).collect();
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(prefix).expect("deflate");
    encoder.write_all(&fill).expect("deflate");
    encoder.flush().expect("deflate");
    let first = encoder.get_ref().len();
    encoder.write_all(&fill).expect("deflate");
    encoder.flush().expect("deflate");
    let mut out = encoder.get_ref().clone();
    let block = out[first..].to_vec();
    for _ in 2..mib {
        out.extend_from_slice(&block);
    }
    out.extend_from_slice(&[0x03, 0x00, 0, 0, 0, 0]);
    out
}

fn spaces_bomb(prefix: &[u8], mib: usize) -> Vec<u8> {
    repeated_bomb(prefix, b" ", mib)
}

/// A one-page PDF with `extra` objects after its catalog, page tree and page.
fn pdf_of(page: &[u8], extra: Vec<Vec<u8>>) -> Vec<u8> {
    let mut out = b"%PDF-1.5\n".to_vec();
    let mut offsets = Vec::new();
    let mut objects = vec![
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
        page.to_vec(),
    ];
    objects.extend(extra);
    for (i, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n", i + 1).as_bytes());
        out.extend_from_slice(body);
        out.extend_from_slice(b"\nendobj\n");
    }
    let xref = out.len();
    out.extend_from_slice(
        format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes(),
    );
    for offset in offsets {
        out.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    out
}

/// A stream object of `data` with `dict` entries besides its length.
fn stream(dict: &str, data: &[u8]) -> Vec<u8> {
    let mut out = format!("<< {dict} /Length {} >>\nstream\n", data.len()).into_bytes();
    out.extend_from_slice(data);
    out.extend_from_slice(b"\nendstream");
    out
}

/// A one-page PDF whose page content is `content`, marked as Flate-compressed.
fn pdf_with_page_content(content: &[u8]) -> Vec<u8> {
    pdf_of(
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>",
        vec![stream("/Filter /FlateDecode", content)],
    )
}

fn upload_document(
    server: &support::Server,
    token: &str,
    title: &str,
    pdf: Vec<u8>,
) -> (u16, Value) {
    let fields = json!({
        "titleEn": title, "titleOd": title, "category": "acts", "publishDate": "2024-05-01",
        "validUntil": "", "fileLanguage": "en", "isActive": true,
    });
    let form = reqwest::blocking::multipart::Form::new()
        .text("cipherDocumentDto", STANDARD.encode(fields.to_string()))
        .part(
            "documentFile",
            reqwest::blocking::multipart::Part::bytes(pdf).file_name("notice.pdf"),
        );
    let resp = client()
        .post(server.api("/document/manage"))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .unwrap_or_else(|e| panic!("{e}:\n{}", server.log()));
    let status = resp.status().as_u16();
    (status, resp.json().unwrap_or(Value::Null))
}

/// The peak of one upload, all told (docs/security.md): the body, the parsed file and the
/// largest stream inflated from it.
const ONE_UPLOAD_PEAK: u64 = 128 * 1024 * 1024;

#[test]
fn a_pdf_bomb_is_refused_and_its_upload_stays_under_128_mib() {
    let site = Site::new();
    let out = site.create_admin("admin@example.org", PASSWORD);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let server = site.serve(&["--no-seed"]);
    let token = server.token("admin@example.org", PASSWORD);

    // About 1 MB whose page content inflates to 1 GiB of spaces.
    let bomb = pdf_with_page_content(&spaces_bomb(b"BT /F1 12 Tf (Notice) Tj ET\n", 1024));
    assert!(bomb.len() < 2 * 1024 * 1024, "{} bytes", bomb.len());
    let (status, body) = upload_document(&server, &token, "bomb", bomb);
    assert_eq!(status, 400, "{body}");
    let message = body["message"].as_str().unwrap_or("");
    assert!(
        message.contains("expands to more than 16 MiB") && message.contains("decompression bomb"),
        "{body}"
    );

    // Object streams inflating to 40 × 14 MiB of `0 ` (each within the bound of one stream)
    // would make lopdf hold 290 million objects of 120 bytes: refused before parsing.
    let data = repeated_bomb(b"100 0 [", b"0 ", 14);
    let parts = vec![stream("/Type /ObjStm /N 1 /First 6 /Filter /FlateDecode", &data); 40];
    let page = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>";
    let (status, body) = upload_document(&server, &token, "parts", pdf_of(page, parts));
    assert_eq!(status, 400, "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap_or("")
            .contains("more than 2000000 parts"),
        "{body}"
    );

    // An ordinary document with text is taken, and the server is well.
    let fine = pdf_with_page_content(&spaces_bomb(b"BT /F1 12 Tf (Notice) Tj ET\n", 2));
    let (status, body) = upload_document(&server, &token, "notice", fine);
    assert_eq!(status, 200, "{body}");
    assert!(body.get("warning").is_none(), "{body}");
    assert!(healthy(&server));

    let peak = peak_memory(server.pid());
    assert!(
        peak < ONE_UPLOAD_PEAK,
        "the server's peak was {} MiB",
        peak / 1024 / 1024
    );
}

/// A PNG chunk: length, type, data and CRC.
fn png_chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut crc = flate2::Crc::new();
    crc.update(kind);
    crc.update(data);
    let mut out = u32::try_from(data.len())
        .expect("chunk size")
        .to_be_bytes()
        .to_vec();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    out.extend_from_slice(&crc.sum().to_be_bytes());
    out
}

#[test]
fn a_png_colour_profile_that_inflates_to_512_mib_is_dropped_within_the_peak() {
    let site = Site::new();
    let out = site.create_admin("admin@example.org", PASSWORD);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let server = site.serve(&["--no-seed"]);
    let token = server.token("admin@example.org", PASSWORD);

    // A 1 × 1 grey PNG whose colour profile (iCCP, which decoders inflate while they read
    // the header) expands to 512 MiB.
    let plain = png_of(&image::GrayImage::from_pixel(1, 1, image::Luma([7])));
    let ihdr_end = 8 + 8 + 13 + 4;
    let mut profile = b"icc\0\0".to_vec();
    profile.extend_from_slice(&spaces_bomb(b"", 512));
    let mut bomb = plain[..ihdr_end].to_vec();
    bomb.extend_from_slice(&png_chunk(b"iCCP", &profile));
    bomb.extend_from_slice(&plain[ihdr_end..]);
    assert!(bomb.len() < 1024 * 1024, "{} bytes", bomb.len());
    let (status, body) = upload(&server, &token, "profile", bomb);
    // Taken without the profile, which is nowhere in what is stored.
    assert_eq!(status, 200, "{}", body["message"]);
    let stored = STANDARD
        .decode(body["data"]["encodedImage"].as_str().unwrap_or(""))
        .expect("base64");
    assert!(stored.starts_with(b"\x89PNG"), "{} bytes", stored.len());
    assert!(
        !stored.windows(4).any(|w| w == b"iCCP"),
        "the profile was kept"
    );
    assert!(healthy(&server));

    let peak = peak_memory(server.pid());
    assert!(
        peak < ONE_UPLOAD_PEAK,
        "the server's peak was {} MiB",
        peak / 1024 / 1024
    );
}
