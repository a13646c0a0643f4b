//! The public page with an item that is not published yet.

use super::*;

impl Workflow<'_> {
    /// `GET /workflow/preview`: the item as the public list will show it once its newest
    /// content is published (a pending draft over the live record; active), with the list it
    /// belongs to. A new image waiting in a draft comes as a `data:` URL (docs/workflow.md).
    pub fn preview(&self, entity: &'static Entity, id: u64) -> Result<Value, ContentError> {
        let record = self
            .content
            .store
            .get::<Envelope>(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        let state = self.state(entity.key, id)?;
        let pending_upload = state.pending.as_ref().is_some_and(|p| p.upload);
        let (fields, placement) = state.pending.as_ref().map_or_else(
            || (record.fields.clone(), record.placement),
            |p| (p.fields.clone(), p.placement),
        );
        let draft = Envelope {
            active: true,
            fields,
            image: record.image.clone(),
            placement,
            state: state.clone(),
        };
        let file = self.content.store.file_meta(entity.key, id)?;
        let mut item = self
            .content
            .records()
            .shape(entity, id, &draft, file.as_ref(), None, false);
        if pending_upload {
            self.show_pending_image(entity, id, &record, &mut item)?;
        }
        self.content
            .grant_uploads(entity, id, &record, state.approval(), &mut item);
        Ok(preview_answer(entity, id, item))
    }

    /// Puts the image waiting in a draft of item `id` into its preview, as a `data:` URL.
    pub(super) fn show_pending_image(
        &self,
        entity: &Entity,
        id: u64,
        record: &Envelope,
        item: &mut Value,
    ) -> Result<(), ContentError> {
        if entity.image.is_none() {
            return Ok(());
        }
        let Some(bytes) = self.pending_upload(entity.key, id)? else {
            return Ok(());
        };
        let mime = crate::content::check_image(entity, &bytes)?.kind().mime();
        let data = format!(
            "data:{mime};base64,{}",
            base64::engine::general_purpose::STANDARD.encode(&bytes)
        );
        let old = record
            .image
            .as_ref()
            .map(|i| crate::content::upload_url(entity, id, i));
        replace_image(item, entity, old.as_deref(), &data);
        Ok(())
    }

    /// `POST /workflow/preview`: the item a form would save (`input`, the JSON of its
    /// `manage`), checked as a save is and shaped as the public list shows it, without
    /// storing anything. Fields the form does not hold (order, schedule) and the image come
    /// from the stored item when it exists.
    pub fn preview_input(
        &self,
        entity: &'static Entity,
        input: Value,
        viewer: Option<&str>,
    ) -> Result<Value, ContentError> {
        let parsed = parse_input(entity, input)?;
        if let Some(id) = parsed.id {
            self.must_see(entity, id, viewer)?;
        }
        run_checks(entity, &parsed.fields)?;
        let id = parsed.id.unwrap_or(0);
        let (record, file, pending_upload) = match parsed.id {
            Some(id) => {
                let record = self
                    .content
                    .store
                    .get::<Envelope>(entity.key, id)?
                    .ok_or_else(|| not_found(entity, id))?;
                let file = self.content.store.file_meta(entity.key, id)?;
                let state = self.state(entity.key, id)?;
                let pending_upload = state.pending.as_ref().is_some_and(|p| p.upload);
                (Some((record, state)), file, pending_upload)
            }
            None => (None, None, false),
        };
        let (record, state) = record.unzip();
        let (fields, placement) = draft_of(entity, parsed, record.as_ref());
        let draft = Envelope {
            active: true,
            fields,
            image: record.as_ref().and_then(|r| r.image.clone()),
            placement,
            state: State::default(),
        };
        let mut item = self
            .content
            .records()
            .shape(entity, id, &draft, file.as_ref(), None, false);
        if let (Some(record), true) = (&record, pending_upload) {
            self.show_pending_image(entity, id, record, &mut item)?;
        }
        if let (Some(record), Some(state)) = (&record, &state) {
            self.content
                .grant_uploads(entity, id, record, state.approval(), &mut item);
        }
        Ok(preview_answer(entity, id, item))
    }
}

/// What a preview answers: the item, where it is listed, and the field naming its image.
pub(super) fn preview_answer(entity: &Entity, id: u64, item: Value) -> Value {
    json!({
        "entity": entity.key,
        "id": id,
        "idField": entity.id_field,
        "listPath": entity.list_path,
        "imageField": entity.image.as_ref().map(|i| i.path_field),
        "item": item,
    })
}

/// Puts `data` where a list item names its image: the entity's path field and, in a gallery's
/// `images`, every URL that was the old image's.
pub(super) fn replace_image(item: &mut Value, entity: &Entity, old: Option<&str>, data: &str) {
    fn walk(value: &mut Value, old: &str, data: &str) {
        match value {
            Value::String(s) if s == old => *s = data.to_string(),
            Value::Array(items) => items.iter_mut().for_each(|v| walk(v, old, data)),
            Value::Object(map) => map.values_mut().for_each(|v| walk(v, old, data)),
            _ => {}
        }
    }
    if let (Some(rule), Value::Object(map)) = (&entity.image, &mut *item) {
        map.insert(rule.path_field.into(), json!(data));
    }
    if let Some(old) = old {
        walk(item, old, data);
    }
}
