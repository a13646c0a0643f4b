//! Uploaded images: `/uploads/<entity>/<id>-<hash>.<jpg|png>`.

use super::*;
use crate::content::gate::Access;

pub(super) fn parse_upload_path(path: &str) -> Option<(String, u64, String, String)> {
    let rest = path.strip_prefix("/uploads/")?;
    let (entity, file) = rest.split_once('/')?;
    let (stem, ext) = file.rsplit_once('.')?;
    let (id, hash) = stem.split_once('-')?;
    Some((
        entity.to_string(),
        id.parse().ok()?,
        hash.to_string(),
        ext.to_string(),
    ))
}

/// A variant's path, `/uploads/<entity>/<id>-<hash>.<ext>/<width>.<ext>`, as (variant name,
/// original's path).
pub(super) fn split_variant(path: &str) -> Option<(&str, &str)> {
    let rest = path.strip_prefix("/uploads/")?;
    if rest.matches('/').count() != 2 {
        return None;
    }
    let (original, name) = path.rsplit_once('/')?;
    Some((name, original))
}

pub async fn serve_upload(content: Arc<Content>, req: &Request) -> Response {
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return method_not_allowed();
    }
    let not_found = || {
        Response::builder()
            .status(StatusCode::NOT_FOUND)
            .content_type("text/plain; charset=utf-8")
            .body("No such image.")
    };
    let path = req.uri().path();
    // The gate (docs/workflow.md): an upload of an item visitors may not see is not found,
    // unless the address carries an official's grant.
    let original = split_variant(path).map_or(path, |(_, original)| original);
    let Some((key, id, _, _)) = parse_upload_path(original) else {
        return not_found();
    };
    let Some(entity) = entities::by_key(&key) else {
        return not_found();
    };
    let query = req.uri().query().map(str::to_string);
    let (gate_content, gate_path) = (content.clone(), original.to_string());
    let access = tokio::task::spawn_blocking(move || {
        gate_content.may_serve_upload(entity, id, &gate_path, query.as_deref())
    })
    .await;
    let access = match access
        .map_err(|e| e.to_string())
        .and_then(|a| a.map_err(|e| e.to_string()))
    {
        Ok(access) => access,
        Err(e) => {
            tracing::error!(error = %e, "reading an upload's item failed");
            return Response::builder()
                .status(StatusCode::INTERNAL_SERVER_ERROR)
                .body("The file could not be read.");
        }
    };
    if access == Access::Refused {
        return not_found();
    }
    let found = if let Some((variant, original)) = split_variant(path) {
        let Some((entity, id, hash, ext)) = parse_upload_path(original) else {
            return not_found();
        };
        let name = variant.to_string();
        // Made on first request for images stored before variants existed: a blocking thread.
        tokio::task::spawn_blocking(move || {
            content.records().variant(&entity, id, &hash, &ext, &name)
        })
        .await
    } else {
        let Some((entity, id, hash, ext)) = parse_upload_path(path) else {
            return not_found();
        };
        if entities::by_key(&entity).is_some_and(|e| e.file.is_some()) {
            let mut resp = crate::http::downloads::serve(content, req, entity, id, hash, ext).await;
            if access == Access::Granted {
                resp.headers_mut().insert(
                    header::CACHE_CONTROL,
                    poem::http::HeaderValue::from_static("private, no-store"),
                );
            }
            return resp;
        }
        tokio::task::spawn_blocking(move || content.records().image(&entity, id, &hash, &ext)).await
    };
    let image = match found {
        Ok(Ok(Some(image))) => image,
        Ok(Ok(None)) => return not_found(),
        Ok(Err(e)) => {
            tracing::error!(error = %e, "reading an image failed");
            return Response::builder()
                .status(StatusCode::INTERNAL_SERVER_ERROR)
                .body("The image could not be read.");
        }
        Err(e) => {
            tracing::error!(error = %e, "reading an image failed");
            return Response::builder()
                .status(StatusCode::INTERNAL_SERVER_ERROR)
                .body("The image could not be read.");
        }
    };
    // The URL names the bytes' hash: a changed image gets a new URL. A stand-in (a wider copy
    // served while an upgraded database makes this variant) is kept a minute, then asked again.
    let cache = if access == Access::Granted {
        "private, no-store"
    } else if image.lasting {
        "public, max-age=31536000, immutable"
    } else {
        "public, max-age=60"
    };
    let builder = Response::builder()
        .header(header::ETAG, image.etag.as_str())
        .header(header::CACHE_CONTROL, cache)
        .content_type(image.mime);
    if req.header(header::IF_NONE_MATCH).is_some_and(|inm| {
        inm.split(',')
            .any(|t| t.trim() == image.etag || t.trim() == "*")
    }) {
        return builder.status(StatusCode::NOT_MODIFIED).finish();
    }
    if req.method() == Method::HEAD {
        return builder
            .header(header::CONTENT_LENGTH, image.bytes.len())
            .finish();
    }
    builder.body(image.bytes)
}
