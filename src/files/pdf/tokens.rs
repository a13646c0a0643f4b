//! Counting a PDF's tokens before it is parsed, so that a file made of millions of tiny
//! objects is refused before lopdf builds them: a lexer over the file and its object streams.

use super::*;

/// Counts the parts of a PDF's syntax without parsing it: the tokens of the file outside its
/// streams' data, and of the object streams (Flate-compressed, as writers make them) inside
/// it, inflated within [`STREAM_LIMIT`] and counted as they inflate. Stops counting past
/// [`TOKEN_LIMIT`].
pub(super) fn count_tokens(bytes: &[u8]) -> u64 {
    let mut lexer = Lexer::default();
    let mut i = 0;
    while i < bytes.len() && lexer.count <= TOKEN_LIMIT {
        if !lexer.step(bytes[i]) {
            i += 1;
            continue;
        }
        // A `stream` keyword ended at `i`: its data starts after the line end.
        let start = if bytes[i] == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
            i + 2
        } else {
            i + 1
        };
        let end = bytes
            .get(start..)
            .and_then(|rest| rest.windows(9).position(|w| w == b"endstream"))
            .map_or(bytes.len(), |p| start + p);
        if is_object_stream(&bytes[..i]) {
            lexer.count += inflated_tokens(&bytes[start.min(end)..end]);
        }
        lexer.state = Lex::Space;
        i = end + 9;
    }
    lexer.count
}

/// True when the dictionary just before a `stream` keyword (back to its `obj`) makes an
/// object stream compressed with Flate.
pub(super) fn is_object_stream(before: &[u8]) -> bool {
    let window = &before[before.len().saturating_sub(4096)..];
    let dict = window
        .windows(3)
        .rposition(|w| w == b"obj")
        .map_or(window, |p| &window[p..]);
    let has = |what: &[u8]| dict.windows(what.len()).any(|w| w == what);
    has(b"/ObjStm") && has(b"/FlateDecode")
}

/// The tokens of Flate data, inflated within [`STREAM_LIMIT`] and counted as it inflates.
pub(super) fn inflated_tokens(data: &[u8]) -> u64 {
    use std::io::Read as _;
    let mut inflater =
        flate2::read::ZlibDecoder::new(data).take(u64::try_from(STREAM_LIMIT).unwrap_or(u64::MAX));
    let mut lexer = Lexer::default();
    let mut chunk = vec![0u8; 64 * 1024];
    while let Ok(n) = inflater.read(&mut chunk) {
        if n == 0 || lexer.count > TOKEN_LIMIT {
            break;
        }
        for &b in &chunk[..n] {
            lexer.step(b);
        }
    }
    lexer.count
}

/// Where the token counter is.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(super) enum Lex {
    #[default]
    Space,
    Word,
    Comment,
    /// After one `<`: a dictionary's start or a hexadecimal string.
    Angle,
    Hex,
    Literal {
        depth: u32,
        escaped: bool,
    },
}

/// Counts tokens byte by byte, and sees the keyword `stream`.
#[derive(Debug, Default)]
pub(super) struct Lexer {
    count: u64,
    state: Lex,
    /// The start of the present word.
    word: [u8; 6],
    word_len: usize,
}

impl Lexer {
    /// Takes one byte; true when it ended the word `stream`.
    fn step(&mut self, b: u8) -> bool {
        match self.state {
            Lex::Word if is_regular(b) => {
                if self.word_len < self.word.len() {
                    self.word[self.word_len] = b;
                }
                self.word_len += 1;
                false
            }
            Lex::Word => {
                let stream = self.word_len == 6 && &self.word == b"stream";
                self.state = Lex::Space;
                self.between(b);
                stream
            }
            Lex::Comment => {
                if b == b'\n' || b == b'\r' {
                    self.state = Lex::Space;
                }
                false
            }
            Lex::Angle => {
                if b == b'<' {
                    self.state = Lex::Space;
                } else {
                    self.state = if b == b'>' { Lex::Space } else { Lex::Hex };
                }
                false
            }
            Lex::Hex => {
                if b == b'>' {
                    self.state = Lex::Space;
                }
                false
            }
            Lex::Literal { depth, escaped } => {
                self.state = match (b, escaped) {
                    (_, true) => Lex::Literal {
                        depth,
                        escaped: false,
                    },
                    (b'\\', false) => Lex::Literal {
                        depth,
                        escaped: true,
                    },
                    (b'(', false) => Lex::Literal {
                        depth: depth + 1,
                        escaped: false,
                    },
                    (b')', false) if depth <= 1 => Lex::Space,
                    (b')', false) => Lex::Literal {
                        depth: depth - 1,
                        escaped: false,
                    },
                    _ => Lex::Literal { depth, escaped },
                };
                false
            }
            Lex::Space => {
                self.between(b);
                false
            }
        }
    }

    /// A byte between tokens: white space, or the start of one.
    fn between(&mut self, b: u8) {
        match b {
            b'\0' | b'\t' | b'\n' | b'\x0C' | b'\r' | b' ' => {}
            b'%' => self.state = Lex::Comment,
            b'(' => {
                self.count += 1;
                self.state = Lex::Literal {
                    depth: 1,
                    escaped: false,
                };
            }
            b'<' => {
                self.count += 1;
                self.state = Lex::Angle;
            }
            b'>' | b')' => {}
            b'[' | b']' | b'{' | b'}' => self.count += 1,
            b'/' => {
                self.count += 1;
                self.state = Lex::Word;
                self.word_len = 0;
            }
            _ => {
                self.count += 1;
                self.state = Lex::Word;
                self.word[0] = b;
                self.word_len = 1;
            }
        }
    }
}
