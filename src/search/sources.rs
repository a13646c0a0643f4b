//! What site search reads, as data: the search side of each entity row
//! (`entities`, [`Searched`]) whose active records a visitor can find. Adding an
//! entity to search is giving its row a search side; nothing else is written per entity.

use std::sync::LazyLock;

use crate::entities::{ENTITIES, RecordPage};
pub use crate::entities::{Searched, Url};

/// One searched entity: its key, id field and record page beside its search row.
#[derive(Debug)]
pub struct Source {
    /// The entity key.
    pub entity: &'static str,
    /// The field naming a record's id in its answers.
    pub id_field: &'static str,
    /// The record's own page, where [`Url::Record`] and [`Url::FieldOrRecord`] lead.
    pub page: Option<&'static RecordPage>,
    pub row: &'static Searched,
}

impl std::ops::Deref for Source {
    type Target = Searched;
    fn deref(&self) -> &Searched {
        self.row
    }
}

impl Source {
    /// The record's own page: its record page's prefix and the value of its field (`/news/`
    /// and the id, `/page/` and the slug); `/` when the entity has none.
    pub fn record_url(&self, id: u64, field: impl Fn(&str) -> String) -> String {
        match self.page {
            Some(page) if page.field == self.id_field => format!("{}{id}", page.prefix),
            Some(page) => format!("{}{}", page.prefix, field(page.field)),
            None => "/".to_string(),
        }
    }
}

/// The searched entities, in the order of the entity table.
pub static SOURCES: LazyLock<Vec<Source>> = LazyLock::new(|| {
    ENTITIES
        .iter()
        .filter_map(|e| {
            Some(Source {
                entity: e.key,
                id_field: e.id_field,
                page: e.public.page.as_ref(),
                row: e.public.search.as_ref()?,
            })
        })
        .collect()
});
