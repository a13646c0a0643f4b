//! Missing text alternatives. No entity stores an alt field of its own: the site describes an
//! item's image by the item's title or caption, in the page's language ([`CAPTIONS`]), and a
//! Markdown body describes its images in `![text](address)`. Each is flagged when it is empty
//! or reads like a file name ("IMG_0042.jpg").
use pulldown_cmark::{Event, Parser, Tag, TagEnd};

use super::Finding;
use super::language::pairs;
use crate::content::entities::{Entity, ListExtra};
use crate::content::inventory::Item;

/// Extensions that make a text look like a file name.
const FILE_EXTENSIONS: &[&str] = &[
    "jpg", "jpeg", "png", "gif", "webp", "svg", "bmp", "tif", "tiff", "heic", "avif",
];

/// True when `text` says nothing a person could use in place of the image: empty, or a file
/// name (an image extension, or a camera's name such as `IMG_0042` or `DSC01234`).
pub fn is_poor_alt(text: &str) -> bool {
    let text = text.trim();
    if text.is_empty() {
        return true;
    }
    let lower = text.to_ascii_lowercase();
    let has_extension = lower
        .rsplit_once('.')
        .is_some_and(|(stem, ext)| !stem.is_empty() && FILE_EXTENSIONS.contains(&ext));
    let camera = [
        "img_",
        "img-",
        "dsc",
        "dscn",
        "pxl_",
        "screenshot",
        "photo_",
    ]
    .iter()
    .any(|p| lower.starts_with(p))
        && !text.contains(' ')
        && text.chars().any(|c| c.is_ascii_digit());
    has_extension || camera
}

pub fn findings(entity: &'static Entity, items: &[Item]) -> Vec<Finding> {
    let mut out = Vec::new();
    let captions = if entity.image.is_some() {
        pairs(entity).into_iter().take(1).collect::<Vec<_>>()
    } else {
        Vec::new()
    };
    let markdown: &[(&str, &str)] = match &entity.list_extra {
        ListExtra::Markdown(fields) => fields,
        _ => &[],
    };
    for item in items {
        if item.has_image {
            for &(en, od) in &captions {
                for field in [en, od] {
                    if is_poor_alt(item.text(field)) {
                        out.push(
                            Finding::new(
                                entity,
                                item,
                                format!(
                                    "The image is described by {field}, which is empty or a file name."
                                ),
                            )
                            .in_field(field),
                        );
                    }
                }
            }
        }
        for &(field, _) in markdown {
            for (address, alt) in markdown_images(item.text(field)) {
                if is_poor_alt(&alt) {
                    let mut finding = Finding::new(
                        entity,
                        item,
                        format!(
                            "An image in {field} has no text alternative, or a file name for one: \
                             write what it shows in ![…]."
                        ),
                    )
                    .in_field(field);
                    finding.url = Some(address);
                    out.push(finding);
                }
            }
        }
    }
    out
}

/// Each image of a Markdown text: (address, its text alternative).
fn markdown_images(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut open: Option<(String, String)> = None;
    for event in Parser::new(text) {
        match event {
            Event::Start(Tag::Image { dest_url, .. }) => {
                open = Some((dest_url.to_string(), String::new()));
            }
            Event::Text(t) | Event::Code(t) => {
                if let Some((_, alt)) = &mut open {
                    alt.push_str(&t);
                }
            }
            Event::End(TagEnd::Image) => out.extend(open.take()),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_not_descriptions() {
        assert!(is_poor_alt(""));
        assert!(is_poor_alt("  "));
        assert!(is_poor_alt("IMG_0042.jpg"));
        assert!(is_poor_alt("IMG_0042"));
        assert!(is_poor_alt("DSC01234"));
        assert!(is_poor_alt("council-meeting.png"));
        assert!(!is_poor_alt("The council meets in Bhubaneswar"));
        assert!(!is_poor_alt("ପରିଷଦ ବୈଠକ"));
        assert!(!is_poor_alt("NEP 2020"));
    }

    #[test]
    fn markdown_images_are_found_with_their_text() {
        let found = markdown_images("Intro ![Vice-chancellors meet](/a.png) and ![](/b.jpg)");
        assert_eq!(
            found,
            vec![
                ("/a.png".to_string(), "Vice-chancellors meet".to_string()),
                ("/b.jpg".to_string(), String::new()),
            ]
        );
    }
}
