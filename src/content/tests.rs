use super::*;
use crate::entities::keys::{self, key};

#[test]
fn a_database_from_before_parts_dates_each_category_by_its_entity() -> Result<(), StoreError> {
    let dir = tempfile::tempdir().map_err(StoreError::other)?;
    let store = Store::open(&dir.path().join("t.redb"))?;
    // An older release stamped only the entity.
    store.write(|tx| tx.stamp(keys::DOCUMENTS))?;
    start_parts(&store)?;
    let times: BTreeMap<String, u64> = store.changes()?.into_iter().collect();
    assert_eq!(
        times.get(concat!(key!(documents), ":acts")),
        times.get(keys::DOCUMENTS)
    );
    assert_eq!(
        times.get(concat!(key!(documents), ":nep")),
        times.get(keys::DOCUMENTS)
    );
    Ok(())
}

#[test]
fn a_database_with_dated_parts_keeps_untouched_categories_undated() -> Result<(), StoreError> {
    let dir = tempfile::tempdir().map_err(StoreError::other)?;
    let store = Arc::new(Store::open(&dir.path().join("t.redb"))?);
    store.write(|tx| {
        tx.stamp(keys::DOCUMENTS)?;
        tx.stamp(concat!(key!(documents), ":ug"))
    })?;
    let _content = Content::new(store.clone()).map_err(StoreError::other)?;
    let times: BTreeMap<String, u64> = store.changes()?.into_iter().collect();
    assert!(
        !times.contains_key(concat!(key!(documents), ":acts")),
        "{times:?}"
    );
    Ok(())
}

#[test]
fn a_new_database_dates_no_part_before_its_first_write() -> Result<(), StoreError> {
    let dir = tempfile::tempdir().map_err(StoreError::other)?;
    let store = Store::open(&dir.path().join("t.redb"))?;
    start_parts(&store)?;
    assert!(store.changes()?.is_empty());
    Ok(())
}
