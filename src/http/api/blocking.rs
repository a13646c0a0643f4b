//! Synchronous work (the store's commits wait for the disk, password hashing takes a while)
//! runs off the async threads, its failure converted as `error.rs` says.
use super::error::ApiError;

/// Runs `work` on the blocking pool; its error, whatever the service, becomes an [`ApiError`].
pub(super) async fn blocking<T, E>(
    work: impl FnOnce() -> Result<T, E> + Send + 'static,
) -> Result<T, ApiError>
where
    T: Send + 'static,
    E: Into<ApiError> + Send + 'static,
{
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| ApiError::Internal(format!("blocking task failed: {e}")))?
        .map_err(Into::into)
}
