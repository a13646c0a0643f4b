//! The real binary against abuse (issue 21, point 7): raw TCP clients that send nothing or a
//! header line now and then while a normal client must still be answered, and image uploads
//! built to exhaust the encoder or memory, with the server's peak memory measured.
use super::support;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
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

#[test]
fn at_the_connection_cap_new_clients_wait_for_a_slot_instead_of_failing() {
    let site = Site::new()
        .with_env("OSHEC_HEADER_TIMEOUT_SECONDS", "2")
        .with_env("OSHEC_IDLE_TIMEOUT_SECONDS", "1")
        .with_env("OSHEC_MAX_CONNECTIONS", "16");
    let server = site.serve(&["--no-seed"]);
    // The start-up check's own connection is idle; let it go first.
    std::thread::sleep(Duration::from_millis(2500));
    let hogs: Vec<TcpStream> = (0..16)
        .map(|_| TcpStream::connect(server.addr).expect("connect"))
        .collect();
    std::thread::sleep(Duration::from_millis(200));
    let start = Instant::now();
    assert!(healthy(&server), "served once a slot frees");
    let waited = start.elapsed();
    assert!(
        waited >= Duration::from_millis(1000) && waited < Duration::from_secs(5),
        "served after {waited:?}"
    );
    assert!(
        server.log().contains("the connection cap is reached"),
        "{}",
        server.log()
    );
    drop(hogs);
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
        .post(server.api("/imageGallery/manage"))
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

/// Deflate (zlib) data that inflates to `prefix` and then `mib` MiB of spaces, made without
/// compressing that much: after one MiB, each further MiB compresses to the same bytes (its
/// matches all reach back to spaces), so that block is repeated. The checksum at the end is
/// left wrong: a reader that inflates it all finds out only after 1 GiB.
fn spaces_bomb(prefix: &[u8], mib: usize) -> Vec<u8> {
    let spaces = vec![b' '; 1 << 20];
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(prefix).expect("deflate");
    encoder.write_all(&spaces).expect("deflate");
    encoder.flush().expect("deflate");
    let first = encoder.get_ref().len();
    encoder.write_all(&spaces).expect("deflate");
    encoder.flush().expect("deflate");
    let mut out = encoder.get_ref().clone();
    let block = out[first..].to_vec();
    for _ in 2..mib {
        out.extend_from_slice(&block);
    }
    out.extend_from_slice(&[0x03, 0x00, 0, 0, 0, 0]);
    out
}

/// A one-page PDF whose page content is `content`, marked as Flate-compressed.
fn pdf_with_page_content(content: &[u8]) -> Vec<u8> {
    let mut out = b"%PDF-1.5\n".to_vec();
    let mut offsets = Vec::new();
    let mut stream = format!(
        "<< /Filter /FlateDecode /Length {} >>\nstream\n",
        content.len()
    )
    .into_bytes();
    stream.extend_from_slice(content);
    stream.extend_from_slice(b"\nendstream");
    let objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>".to_vec(),
        stream,
    ];
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
