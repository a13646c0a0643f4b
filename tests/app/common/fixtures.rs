//! Files and values the tests upload or send: real PDFs, PNGs and JPEGs, base64, IST times.

use super::*;

/// A one-page PDF whose page shows `lines` in Helvetica, one under another: text a reader can
/// copy, as a word processor saves it.
pub fn text_pdf(lines: &[&str]) -> Vec<u8> {
    use lopdf::content::{Content, Operation};
    use lopdf::{Document, Object, Stream, dictionary};
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let font_id = doc.add_object(dictionary! {
        "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica",
    });
    let mut operations = Vec::new();
    for (n, line) in lines.iter().enumerate() {
        let y = 780 - 16 * i64::try_from(n).unwrap_or(0);
        operations.extend([
            Operation::new("BT", vec![]),
            Operation::new("Tf", vec!["F1".into(), 12.into()]),
            Operation::new("Td", vec![50.into(), y.into()]),
            Operation::new("Tj", vec![Object::string_literal(*line)]),
            Operation::new("ET", vec![]),
        ]);
    }
    let ops = Content { operations };
    let content_id = doc.add_object(Stream::new(dictionary! {}, ops.encode().expect("content")));
    let page_id = doc.add_object(dictionary! {
        "Type" => "Page", "Parent" => pages_id, "Contents" => content_id,
        "Resources" => dictionary! { "Font" => dictionary! { "F1" => font_id } },
    });
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! {
            "Type" => "Pages", "Kids" => vec![page_id.into()], "Count" => 1,
            "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        }),
    );
    let catalog_id = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog_id);
    let mut out = Vec::new();
    doc.save_to(&mut out).expect("save");
    out
}

/// A small, valid one-page PDF (uploads are parsed, so it needs its cross-reference table);
/// `salt` makes files differ.
pub fn pdf(salt: &str) -> Vec<u8> {
    pdf_with(salt, &[])
}

/// [`pdf`] that also carries `filler` as the bytes of a stream, to make a valid PDF of a
/// given size.
pub fn pdf_with(salt: &str, filler: &[u8]) -> Vec<u8> {
    pdf_catalog(salt, filler, "")
}

/// [`pdf_with`] whose catalog also holds `extra` (an `/OpenAction`, say).
pub fn pdf_catalog(salt: &str, filler: &[u8], extra: &str) -> Vec<u8> {
    let catalog = format!("<< /Type /Catalog /Pages 2 0 R {extra} >>");
    let stream = [
        format!("<< /Length {} >>\nstream\n", filler.len()).into_bytes(),
        filler.to_vec(),
        b"\nendstream".to_vec(),
    ]
    .concat();
    pdf_of(
        &format!("% {salt}\n"),
        &[
            catalog.into_bytes(),
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec(),
            stream,
        ],
    )
}

/// A PDF 1.4 of `comment` (lines after the header) and `objects`, numbered from 1 (the first
/// is the catalog), with the cross-reference table and trailer that make it well-formed.
pub fn pdf_of(comment: &str, objects: &[Vec<u8>]) -> Vec<u8> {
    let mut out = format!("%PDF-1.4\n{comment}").into_bytes();
    let mut offsets = Vec::new();
    for (i, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n", i + 1).as_bytes());
        out.extend_from_slice(body);
        out.extend_from_slice(b"\nendobj\n");
    }
    let xref = out.len();
    let size = objects.len() + 1;
    out.extend_from_slice(format!("xref\n0 {size}\n0000000000 65535 f \n").as_bytes());
    for offset in offsets {
        out.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!("trailer\n<< /Size {size} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n").as_bytes(),
    );
    out
}

/// `YYYY-MM-DDTHH:MM` in IST of `minutes` since the epoch (UTC).
pub fn ist(minutes: i64) -> String {
    let m = minutes + 330;
    let (days, rest) = (m.div_euclid(1440), m.rem_euclid(1440));
    let (y, mo, d) = oshec::clock::civil_from_days(days);
    format!("{y:04}-{mo:02}-{d:02}T{:02}:{:02}", rest / 60, rest % 60)
}

/// A tiny real PNG (2x2), its colour set by `salt` so images can differ. Uploads are decoded
/// (variants are made of them), so test images must be real ones.
pub fn png(salt: u8) -> Vec<u8> {
    let image = image::RgbaImage::from_pixel(2, 2, image::Rgba([salt, 128, 64, 255]));
    let mut out = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut out, image::ImageFormat::Png)
        .expect("encode png");
    out.into_inner()
}

/// A tiny real JPEG (8x8), its colour set by `salt`.
pub fn jpeg(salt: u8) -> Vec<u8> {
    let image = image::RgbImage::from_pixel(8, 8, image::Rgb([salt, 100, 200]));
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90)
        .encode_image(&image)
        .expect("encode jpeg");
    out
}

pub fn b64(bytes: impl AsRef<[u8]>) -> String {
    STANDARD.encode(bytes)
}
