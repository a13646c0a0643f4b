//! Uploaded photos made fit to serve: metadata stripped from the original without re-encoding
//! it, and smaller copies ("variants") for phones and tablets. Knows nothing of entities or
//! HTTP; `content` decides what to keep and `table` where.
//!
//! Variants are named `<width>.<ext>`: every width of [`WIDTHS`] in WebP (lossy, what every
//! current browser takes; steps of at most 1.5×, so a screen gets at most about half again the
//! pixels it draws), and every width of [`FALLBACK_WIDTHS`] in the original's own format (JPEG,
//! or PNG for a PNG original, so a transparent logo stays transparent) for browsers without
//! WebP. A width is never upscaled: an image narrower than a width is copied at its own size
//! under that name, so every name exists for every image and the UI can derive all of them from
//! the original's URL. The WebP quality falls as the width grows ([`webp_quality`]; how it was
//! chosen: docs/photos.md).
//!
//! The set is versioned ([`VARIANT_VERSION`]): a database whose images have an older set keeps
//! serving it while a background pass at start-up makes the current one (`content::images`).
//!
//! Memory: one image is decoded at a time ([`MAKING`]). A 4000×3000 JPEG decodes to 36 MB of
//! RGB; it is resized to the largest width first and dropped, then the smaller widths are made
//! from that copy (1600×1200: 5.8 MB). Decoding is refused over [`MAX_PIXELS`].
pub mod pdf;
pub mod table;

use std::io::Cursor;
use std::sync::Mutex;

use bytes::Bytes;
use fast_image_resize as fr;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits, metadata::Orientation};
use img_parts::ImageEXIF;
use img_parts::jpeg::{Jpeg, JpegSegment, markers};
use img_parts::png::{Png, PngChunk};

/// Widths of the WebP variants, in pixels: steps of at most 1.5×.
pub const WIDTHS: [u32; 7] = [320, 480, 640, 800, 960, 1280, 1600];
/// Widths of the variants in the original's format (only browsers without WebP take them).
pub const FALLBACK_WIDTHS: [u32; 3] = [480, 960, 1600];
/// The version of the set of variants [`make_variants`] makes; stored with each image's set.
/// 1: WebP and fallback at 480, 960, 1600, WebP quality 75 (release 2). 2: [`WIDTHS`],
/// [`FALLBACK_WIDTHS`], [`webp_quality`].
pub const VARIANT_VERSION: u32 = 2;
/// The WebP widths of version 1, which a set of that version has.
pub const V1_WIDTHS: [u32; 3] = [480, 960, 1600];
/// The largest image decoded for variants: 25 megapixels (6000×4000, a phone's full sensor).
/// 75 MB of RGB while it is resized; larger photos are refused at upload.
pub const MAX_PIXELS: u64 = 25_000_000;
/// The longest side the WebP encoder takes; a longer image is refused at upload.
pub const MAX_SIDE: u32 = 16_383;
/// Memory one decode may use for its pixels (and their conversion to 8-bit colour): with the
/// server's own use this keeps an upload's peak under 128 MiB. A 12-megapixel photo needs 36
/// MB; a 16-bit or very large picture is refused before anything is allocated.
pub const DECODE_BUDGET: u64 = 64 * 1024 * 1024;
/// JPEG quality of the fallback variants.
const JPEG_QUALITY: u8 = 80;

/// One image decoded and resized at a time, so two uploads (or an upload and the start-up
/// pass) cannot hold two full-size decodes at once. A mutex is a one-permit semaphore.
static MAKING: Mutex<()> = Mutex::new(());

#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// Not a JPEG or PNG this program can read.
    #[error("the image could not be read: {0}")]
    Unreadable(String),
    /// More pixels than [`MAX_PIXELS`].
    #[error("the image has {0} pixels, more than {MAX_PIXELS}")]
    TooManyPixels(u64),
    /// A side longer than [`MAX_SIDE`].
    #[error("the image is {0} × {1} pixels; each side may have at most {MAX_SIDE}")]
    TooLong(u32, u32),
    /// Decoding would need more than [`DECODE_BUDGET`] bytes.
    #[error("decoding the image would need {0} bytes, more than {DECODE_BUDGET}")]
    TooMuchMemory(u64),
    /// An encoder failed (not the client's fault).
    #[error("the image could not be encoded: {0}")]
    Encode(String),
}

/// The two formats accepted for upload.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Jpeg,
    Png,
}

impl Format {
    pub fn of(bytes: &[u8]) -> Option<Format> {
        if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Some(Format::Jpeg)
        } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            Some(Format::Png)
        } else {
            None
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Format::Jpeg => "jpg",
            Format::Png => "png",
        }
    }
}

/// The Content-Type of a variant or original by its extension.
pub fn mime_of_extension(ext: &str) -> Option<&'static str> {
    match ext {
        "jpg" => Some("image/jpeg"),
        "png" => Some("image/png"),
        "webp" => Some("image/webp"),
        _ => None,
    }
}

/// WebP quality (libwebp's 0–100) of the variant `width` pixels wide. The wider copies are
/// taken by screens of two or three device pixels per CSS pixel, where an artefact of one
/// pixel is a third of a CSS pixel and hard to see: they take a lower quality. Chosen by SSIM
/// at the size a phone shows them (docs/photos.md, `.ci/webp-quality.py`).
pub fn webp_quality(width: u32) -> f32 {
    match width {
        0..=480 => 75.0,
        481..=800 => 70.0,
        801..=960 => 65.0,
        _ => 60.0,
    }
}

/// Every variant name of an original with extension `ext` (`jpg` or `png`).
pub fn variant_names(ext: &str) -> Vec<String> {
    WIDTHS
        .iter()
        .map(|w| format!("{w}.webp"))
        .chain(FALLBACK_WIDTHS.iter().map(|w| format!("{w}.{ext}")))
        .collect()
}

/// The width of variant `name` of an original with extension `ext`, when it is one of
/// [`variant_names`]`(ext)`.
pub fn variant_width(ext: &str, name: &str) -> Option<u32> {
    let (width, format) = name.split_once('.')?;
    let widths: &[u32] = if format == "webp" {
        &WIDTHS
    } else if format == ext {
        &FALLBACK_WIDTHS
    } else {
        return None;
    };
    widths.iter().copied().find(|w| w.to_string() == width)
}

/// True when `name` is one of [`variant_names`]`(ext)`.
pub fn is_variant_name(ext: &str, name: &str) -> bool {
    variant_width(ext, name).is_some()
}

/// The variant of a version 1 set served for WebP `name` while the current set is being made:
/// the narrowest of version 1 at least as wide (never a blurrier picture), else the widest.
/// `None` when `name` is not a WebP variant.
pub fn v1_stand_in(name: &str) -> Option<String> {
    let width = variant_width("", name).filter(|_| name.ends_with(".webp"))?;
    let chosen = V1_WIDTHS
        .iter()
        .copied()
        .find(|w| *w >= width)
        .unwrap_or(V1_WIDTHS[V1_WIDTHS.len() - 1]);
    Some(format!("{chosen}.webp"))
}

// ---------------------------------------------------------------------------------------------
// Stripping: the original's own compressed data, without what a camera or phone adds about
// the picture (EXIF with GPS position, camera serial and time, XMP, IPTC, comments, maker
// trailers and the extra images of MPF after the end of the image).

/// `bytes` without metadata, losslessly. Keeps what decoding needs (JFIF, Adobe colour
/// transform, ICC colour profile) and the EXIF orientation, as a tiny EXIF of that one tag, so
/// a photo taken upright on a phone still shows upright.
pub fn strip(bytes: &[u8]) -> Result<Vec<u8>, FileError> {
    match Format::of(bytes) {
        Some(Format::Jpeg) => strip_jpeg(bytes),
        Some(Format::Png) => strip_png(bytes),
        None => Err(FileError::Unreadable("not a JPEG or PNG".into())),
    }
}

/// Memory reading an image's header may take: a PNG's colour profile (`iCCP`) is inflated
/// there, and a real one is well under 1 MiB; the decoder's default would be 512 MiB.
pub const HEADER_BUDGET: u64 = 4 * 1024 * 1024;

/// Width and height as stored (before any EXIF rotation), read from the header only.
pub fn dimensions(bytes: &[u8]) -> Result<(u32, u32), FileError> {
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|e| FileError::Unreadable(e.to_string()))?;
    let mut limits = Limits::default();
    limits.max_alloc = Some(HEADER_BUDGET);
    reader.limits(limits);
    reader
        .into_dimensions()
        .map_err(|e| FileError::Unreadable(e.to_string()))
}

fn strip_jpeg(bytes: &[u8]) -> Result<Vec<u8>, FileError> {
    let mut jpeg = Jpeg::from_bytes(Bytes::copy_from_slice(bytes))
        .map_err(|e| FileError::Unreadable(e.to_string()))?;
    let orientation = jpeg
        .exif()
        .and_then(|exif| Orientation::from_exif_chunk(&exif))
        .filter(|o| *o != Orientation::NoTransforms);
    jpeg.segments_mut().retain(keep_jpeg_segment);
    if let Some(orientation) = orientation {
        jpeg.set_exif(Some(Bytes::from(orientation_exif(orientation))));
    }
    // The last segment (SOS) holds the scans, the end-of-image marker and whatever follows it.
    if let Some(last) = jpeg.segments_mut().last_mut()
        && last.marker() == markers::SOS
    {
        let whole = last.clone().encoder().bytes();
        // marker (2) + length (2) + contents: the rest is entropy and what follows.
        let header = 4 + last.contents().len();
        if header <= whole.len() {
            let entropy = whole.slice(header..);
            let end = end_of_image(&entropy).unwrap_or(entropy.len());
            *last = JpegSegment::new_with_entropy(
                markers::SOS,
                last.contents().clone(),
                entropy.slice(..end),
            );
        }
    }
    Ok(jpeg.encoder().bytes().to_vec())
}

fn keep_jpeg_segment(segment: &JpegSegment) -> bool {
    let contents = segment.contents();
    match segment.marker() {
        markers::APP0 => true,
        markers::APP2 => contents.starts_with(b"ICC_PROFILE\0"),
        markers::APP14 => contents.starts_with(b"Adobe"),
        m if (markers::APP1..=markers::APP15).contains(&m) => false,
        markers::COM => false,
        _ => true,
    }
}

/// The length of the entropy data up to and including the end-of-image marker, walking the
/// scans and the marker segments between them (progressive JPEGs); `None` without an EOI.
fn end_of_image(entropy: &[u8]) -> Option<usize> {
    let mut i = 0;
    while i + 1 < entropy.len() {
        if entropy[i] != 0xFF {
            i += 1;
            continue;
        }
        match entropy[i + 1] {
            // Stuffed byte, restart markers, fill bytes: still inside a scan.
            0x00 | 0xD0..=0xD7 | 0xFF => i += if entropy[i + 1] == 0xFF { 1 } else { 2 },
            0xD9 => return Some(i + 2),
            // A marker segment between scans (DHT, SOS, DQT, DRI …): skip its length.
            _ => {
                let len = usize::from(u16::from_be_bytes([
                    *entropy.get(i + 2)?,
                    *entropy.get(i + 3)?,
                ]));
                i += 2 + len;
            }
        }
    }
    None
}

/// A minimal big-endian EXIF (TIFF) block with the Orientation tag only.
fn orientation_exif(orientation: Orientation) -> Vec<u8> {
    let mut exif = Vec::with_capacity(26);
    exif.extend_from_slice(b"MM\0*");
    exif.extend_from_slice(&8u32.to_be_bytes()); // first IFD right after the header
    exif.extend_from_slice(&1u16.to_be_bytes()); // one entry
    exif.extend_from_slice(&0x0112u16.to_be_bytes()); // Orientation
    exif.extend_from_slice(&3u16.to_be_bytes()); // SHORT
    exif.extend_from_slice(&1u32.to_be_bytes()); // one value
    exif.extend_from_slice(&u16::from(orientation.to_exif()).to_be_bytes());
    exif.extend_from_slice(&[0, 0]); // value padded to four bytes
    exif.extend_from_slice(&0u32.to_be_bytes()); // no next IFD
    exif
}

/// PNG chunks kept: the critical ones (upper-case first letter) and the ancillary ones that
/// change how the pixels look. Text, time and EXIF chunks go.
const PNG_KEEP: [&[u8; 4]; 9] = [
    b"tRNS", b"gAMA", b"cHRM", b"sRGB", b"iCCP", b"sBIT", b"bKGD", b"pHYs", b"cICP",
];

fn keep_png_chunk(chunk: &PngChunk) -> bool {
    let kind = chunk.kind();
    let wanted = kind[0].is_ascii_uppercase() || PNG_KEEP.iter().any(|k| **k == kind);
    wanted && (kind != *b"iCCP" || profile_fits(chunk.contents()))
}

/// True when a PNG colour profile (`iCCP`: a name, a NUL, the method byte, then zlib data)
/// inflates to at most [`HEADER_BUDGET`]. One that would inflate further is no profile but a
/// decompression bomb, and is dropped like the rest of the metadata: every decoder of the
/// picture (ours, and visitors' browsers) would inflate it. Counted as it inflates, so
/// nothing of it is held.
fn profile_fits(contents: &[u8]) -> bool {
    use std::io::Read as _;
    let Some(name_end) = contents.iter().position(|b| *b == 0) else {
        return false;
    };
    let data = contents.get(name_end + 2..).unwrap_or_default();
    let inflater = flate2::read::ZlibDecoder::new(data);
    // Read one byte past the bound: a profile that fills it exactly is still taken.
    std::io::copy(&mut inflater.take(HEADER_BUDGET + 1), &mut std::io::sink())
        .is_ok_and(|n| n <= HEADER_BUDGET)
}

fn strip_png(bytes: &[u8]) -> Result<Vec<u8>, FileError> {
    let mut png = Png::from_bytes(Bytes::copy_from_slice(bytes))
        .map_err(|e| FileError::Unreadable(e.to_string()))?;
    png.chunks_mut().retain(keep_png_chunk);
    Ok(png.encoder().bytes().to_vec())
}

// ---------------------------------------------------------------------------------------------
// Variants.

/// One smaller copy: `name` is `<width>.<ext>`.
pub struct Variant {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// Runs `work` (which makes variants) when no other thread of the process is making any, and
/// gives the memory it freed back to the system afterwards. Blocks: call it on a blocking
/// thread.
pub fn one_at_a_time<T>(work: impl FnOnce() -> T) -> T {
    let _one = MAKING.lock().unwrap_or_else(|p| p.into_inner());
    let out = work();
    give_back_memory();
    out
}

/// Every variant of `original` (stripped or not: nothing of its metadata is carried over,
/// orientation is applied to the pixels). Call it inside [`one_at_a_time`].
pub fn make_variants(original: &[u8]) -> Result<Vec<Variant>, FileError> {
    let format =
        Format::of(original).ok_or_else(|| FileError::Unreadable("not a JPEG or PNG".into()))?;
    let (source, orientation) = decode(original, format)?;
    let (stored_w, stored_h) = (source.width(), source.height());
    let turned = matches!(
        orientation,
        Orientation::Rotate90
            | Orientation::Rotate270
            | Orientation::Rotate90FlipH
            | Orientation::Rotate270FlipH
    );
    // Widths are of the picture as shown, after the orientation is applied.
    let (shown_w, shown_h) = if turned {
        (stored_h, stored_w)
    } else {
        (stored_w, stored_h)
    };
    let largest = WIDTHS[WIDTHS.len() - 1].min(shown_w);
    let mut base = resize(&source, scaled(shown_w, shown_h, largest), turned)?;
    drop(source);
    base.apply_orientation(orientation);

    // Each width the picture reaches, widest first, resized from the base and encoded in the
    // formats that have that width, then dropped: one copy besides the base at a time.
    let webp_at = |drawn: u32| WIDTHS.iter().any(|w| (*w).min(shown_w) == drawn);
    let fallback_at = |drawn: u32| FALLBACK_WIDTHS.iter().any(|w| (*w).min(shown_w) == drawn);
    let mut drawn: Vec<u32> = WIDTHS
        .iter()
        .chain(FALLBACK_WIDTHS.iter())
        .map(|w| (*w).min(shown_w))
        .collect();
    drawn.sort_unstable_by(|a, b| b.cmp(a));
    drawn.dedup();
    let mut webp: Vec<(u32, Vec<u8>)> = Vec::new();
    let mut fallback: Vec<(u32, Vec<u8>)> = Vec::new();
    for width in drawn {
        let smaller;
        let image = if width == base.width() {
            &base
        } else {
            smaller = resize(&base, scaled(base.width(), base.height(), width), false)?;
            &smaller
        };
        if webp_at(width) {
            webp.push((width, encode_webp(image, webp_quality(width))?));
        }
        if fallback_at(width) {
            fallback.push((width, encode_fallback(image, format)?));
        }
    }
    // Every name, a width the picture does not reach repeating the picture's own width.
    let named = |made: &[(u32, Vec<u8>)], width: u32, ext: &str| -> Result<Variant, FileError> {
        let drawn = width.min(shown_w);
        made.iter()
            .find(|(w, _)| *w == drawn)
            .map(|(_, bytes)| Variant {
                name: format!("{width}.{ext}"),
                bytes: bytes.clone(),
            })
            .ok_or_else(|| FileError::Encode(format!("no copy {drawn} px wide")))
    };
    let mut out = Vec::with_capacity(WIDTHS.len() + FALLBACK_WIDTHS.len());
    for &width in &WIDTHS {
        out.push(named(&webp, width, "webp")?);
    }
    for &width in &FALLBACK_WIDTHS {
        out.push(named(&fallback, width, format.extension())?);
    }
    Ok(out)
}

fn decode(bytes: &[u8], format: Format) -> Result<(DynamicImage, Orientation), FileError> {
    let unreadable = |e: image::ImageError| FileError::Unreadable(e.to_string());
    let mut reader = ImageReader::new(Cursor::new(bytes));
    reader.set_format(match format {
        Format::Jpeg => ImageFormat::Jpeg,
        Format::Png => ImageFormat::Png,
    });
    let mut limits = Limits::default();
    limits.max_alloc = Some(DECODE_BUDGET);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(unreadable)?;
    let (w, h) = decoder.dimensions();
    let pixels = u64::from(w) * u64::from(h);
    if pixels > MAX_PIXELS {
        return Err(FileError::TooManyPixels(pixels));
    }
    if w == 0 || h == 0 {
        return Err(FileError::Unreadable("the image is empty".into()));
    }
    if w > MAX_SIDE || h > MAX_SIDE {
        return Err(FileError::TooLong(w, h));
    }
    let need = decode_memory(decoder.color_type(), pixels);
    if need > DECODE_BUDGET {
        return Err(FileError::TooMuchMemory(need));
    }
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let image = DynamicImage::from_decoder(decoder).map_err(unreadable)?;
    // 8 bits per channel, alpha only when there is some: what the encoders take.
    let image = if image.color().has_alpha() {
        DynamicImage::ImageRgba8(image.into_rgba8())
    } else {
        DynamicImage::ImageRgb8(image.into_rgb8())
    };
    Ok((image, orientation))
}

/// Bytes a decode of `pixels` in `color` holds at its peak: the decoded pixels, plus their
/// 8-bit RGB or RGBA copy when they are in another form (16-bit, grey, palette).
fn decode_memory(color: image::ColorType, pixels: u64) -> u64 {
    let decoded = pixels * u64::from(color.bytes_per_pixel());
    let converted = match color {
        image::ColorType::Rgb8 | image::ColorType::Rgba8 => 0,
        other if other.has_alpha() => pixels * 4,
        _ => pixels * 3,
    };
    decoded + converted
}

/// `(width, height)` of a picture `w`×`h` scaled to `width` wide (at least one pixel high).
fn scaled(w: u32, h: u32, width: u32) -> (u32, u32) {
    let height = (u64::from(h) * u64::from(width) + u64::from(w) / 2) / u64::from(w.max(1));
    (
        width.max(1),
        u32::try_from(height).unwrap_or(u32::MAX).max(1),
    )
}

/// `image` resized to `size` (as shown); `turned` when `image` is stored a quarter turn away
/// from how it is shown, so its own width is the shown height.
fn resize(image: &DynamicImage, size: (u32, u32), turned: bool) -> Result<DynamicImage, FileError> {
    let (w, h) = if turned { (size.1, size.0) } else { size };
    let pixel = if image.color().has_alpha() {
        fr::PixelType::U8x4
    } else {
        fr::PixelType::U8x3
    };
    let src = fr::images::ImageRef::new(image.width(), image.height(), image.as_bytes(), pixel)
        .map_err(|e| FileError::Encode(e.to_string()))?;
    let mut dst = fr::images::Image::new(w, h, pixel);
    if pixel == fr::PixelType::U8x4 {
        resize_as::<fr::pixels::U8x4>(&src, &mut dst)?;
    } else {
        resize_as::<fr::pixels::U8x3>(&src, &mut dst)?;
    }
    let buffer = dst.into_vec();
    let resized = if pixel == fr::PixelType::U8x4 {
        image::RgbaImage::from_raw(w, h, buffer).map(DynamicImage::ImageRgba8)
    } else {
        image::RgbImage::from_raw(w, h, buffer).map(DynamicImage::ImageRgb8)
    };
    resized.ok_or_else(|| FileError::Encode("resized buffer has the wrong size".into()))
}

/// Resizes `src` into `dst`, both of pixel type `P`, with Lanczos3. `Resizer::resize` does the
/// same after matching the pixel type at run time, which builds the resizer for every pixel type
/// the crate knows (about 2 MB of the binary); naming the two this code uses builds only those.
fn resize_as<P: fr::PixelTrait>(
    src: &fr::images::ImageRef<'_>,
    dst: &mut fr::images::Image<'_>,
) -> Result<(), FileError> {
    use fr::{IntoImageView, IntoImageViewMut};
    let options =
        fr::ResizeOptions::new().resize_alg(fr::ResizeAlg::Convolution(fr::FilterType::Lanczos3));
    let (Some(src), Some(mut dst)) = (src.image_view::<P>(), dst.image_view_mut::<P>()) else {
        return Err(FileError::Encode(
            "pixel type does not match the buffer".into(),
        ));
    };
    fr::Resizer::new()
        .resize_typed(&src, &mut dst, &options)
        .map_err(|e| FileError::Encode(e.to_string()))
}

fn encode_webp(image: &DynamicImage, quality: f32) -> Result<Vec<u8>, FileError> {
    let (w, h) = (image.width(), image.height());
    let encoder = if image.color().has_alpha() {
        webp::Encoder::from_rgba(image.as_bytes(), w, h)
    } else {
        webp::Encoder::from_rgb(image.as_bytes(), w, h)
    };
    encoder
        .encode_simple(false, quality)
        .map(|memory| memory.to_vec())
        .map_err(|e| FileError::Encode(format!("{e:?}")))
}

fn encode_fallback(image: &DynamicImage, format: Format) -> Result<Vec<u8>, FileError> {
    let mut out = Vec::new();
    let encoded = match format {
        Format::Jpeg => {
            let rgb = image.to_rgb8();
            image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)
                .encode_image(&rgb)
        }
        Format::Png => image.write_with_encoder(image::codecs::png::PngEncoder::new_with_quality(
            &mut out,
            image::codecs::png::CompressionType::Best,
            image::codecs::png::FilterType::Adaptive,
        )),
    };
    encoded.map_err(|e| FileError::Encode(e.to_string()))?;
    Ok(out)
}

/// Hands the freed decode buffers back to the system, so a burst of uploads does not leave
/// the process's resident size at its peak.
fn give_back_memory() {
    crate::memory::release();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn profile(name: &[u8], plain: &[u8]) -> Vec<u8> {
        use std::io::Write as _;
        let mut out = name.to_vec();
        out.extend_from_slice(&[0, 0]);
        let mut z = flate2::write::ZlibEncoder::new(out, flate2::Compression::best());
        assert!(z.write_all(plain).is_ok());
        z.finish().unwrap_or_default()
    }

    #[test]
    fn a_colour_profile_is_kept_up_to_the_header_budget_only() {
        // A real profile is a few KB to a few hundred.
        assert!(profile_fits(&profile(b"sRGB IEC61966-2.1", &[7; 3144])));
        let at = usize::try_from(HEADER_BUDGET).unwrap_or(usize::MAX);
        assert!(profile_fits(&profile(b"p", &vec![0; at])));
        assert!(!profile_fits(&profile(b"p", &vec![0; at + 1])));
        // No name end, or no zlib data: not a profile.
        assert!(!profile_fits(b"no name end"));
        assert!(!profile_fits(b"p\0\0not zlib"));
    }

    #[test]
    fn eoi_is_found_past_stuffing_and_segments() {
        let data = [
            1, 0xFF, 0x00, 2, 0xFF, 0xD0, 3, 0xFF, 0xC4, 0, 4, 0xFF, 0xD9, 0xFF, 0xD9, 9, 9,
        ];
        // The DHT segment's payload holds FF D9 bytes that are not an end of image.
        assert_eq!(end_of_image(&data), Some(15));
        assert_eq!(end_of_image(&[1, 2, 0xFF, 0xD9, 0xFF, 0xD8]), Some(4));
        assert_eq!(end_of_image(&[1, 2, 3]), None);
    }

    #[test]
    fn names() {
        assert_eq!(
            variant_names("jpg"),
            [
                "320.webp",
                "480.webp",
                "640.webp",
                "800.webp",
                "960.webp",
                "1280.webp",
                "1600.webp",
                "480.jpg",
                "960.jpg",
                "1600.jpg"
            ]
        );
        assert!(is_variant_name("png", "960.png"));
        assert!(is_variant_name("png", "640.webp"));
        assert!(!is_variant_name("png", "640.png"));
        assert!(!is_variant_name("png", "960.jpg"));
        assert!(!is_variant_name("jpg", "961.webp"));
        assert!(!is_variant_name("jpg", "webp"));
        assert!(!is_variant_name("", ".webp"));
    }

    #[test]
    fn steps_are_at_most_one_and_a_half() {
        for pair in WIDTHS.windows(2) {
            assert!(pair[1] * 2 <= pair[0] * 3, "{pair:?}");
        }
    }

    #[test]
    fn a_new_width_stands_in_with_a_wider_old_one() {
        assert_eq!(v1_stand_in("320.webp").as_deref(), Some("480.webp"));
        assert_eq!(v1_stand_in("480.webp").as_deref(), Some("480.webp"));
        assert_eq!(v1_stand_in("640.webp").as_deref(), Some("960.webp"));
        assert_eq!(v1_stand_in("800.webp").as_deref(), Some("960.webp"));
        assert_eq!(v1_stand_in("1280.webp").as_deref(), Some("1600.webp"));
        assert_eq!(v1_stand_in("960.jpg"), None);
    }

    #[test]
    fn orientation_block_reads_back() {
        let exif = orientation_exif(Orientation::Rotate90);
        assert_eq!(
            Orientation::from_exif_chunk(&exif),
            Some(Orientation::Rotate90)
        );
    }

    #[test]
    fn decode_memory_counts_the_conversion() {
        let px = 5000 * 5000;
        assert_eq!(decode_memory(image::ColorType::Rgb8, px), px * 3);
        assert_eq!(decode_memory(image::ColorType::Rgb16, px), px * 9);
        assert_eq!(decode_memory(image::ColorType::L16, px), px * 5);
        assert_eq!(decode_memory(image::ColorType::La8, px), px * 6);
        assert!(decode_memory(image::ColorType::Rgb8, 4000 * 3000) < DECODE_BUDGET);
        assert!(decode_memory(image::ColorType::L16, px) > DECODE_BUDGET);
    }

    #[test]
    fn scaling_keeps_the_aspect() {
        assert_eq!(scaled(4000, 3000, 480), (480, 360));
        assert_eq!(scaled(3000, 1, 480), (480, 1));
    }
}
