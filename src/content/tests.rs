use super::*;

#[test]
fn a_database_from_before_parts_dates_each_category_by_its_entity() -> Result<(), StoreError> {
    let dir = tempfile::tempdir().map_err(StoreError::other)?;
    let store = Store::open(&dir.path().join("t.redb"))?;
    // An older release stamped only the entity.
    store.write(|tx| tx.stamp("document"))?;
    start_parts(&store)?;
    let times: BTreeMap<String, u64> = store.changes()?.into_iter().collect();
    assert_eq!(times.get("document:acts"), times.get("document"));
    assert_eq!(times.get("document:nep"), times.get("document"));
    Ok(())
}

#[test]
fn a_database_with_dated_parts_keeps_untouched_categories_undated() -> Result<(), StoreError> {
    let dir = tempfile::tempdir().map_err(StoreError::other)?;
    let store = Arc::new(Store::open(&dir.path().join("t.redb"))?);
    store.write(|tx| {
        tx.stamp("document")?;
        tx.stamp("document:ug")
    })?;
    let _content = Content::new(store.clone()).map_err(StoreError::other)?;
    let times: BTreeMap<String, u64> = store.changes()?.into_iter().collect();
    assert!(!times.contains_key("document:acts"), "{times:?}");
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
